import { ParseError } from '../errors/classes.js';
import type { Redactor } from '../errors/redact.js';

// A page where a table was asked for: a portal's HTML (a login, a maintenance notice, a CDN's
// error page) or a storage bucket's XML error, sometimes with status 200.
const MARKUP_TYPE = /^\s*(text\/html|application\/xhtml\+xml|text\/xml|application\/xml)\b/i;

/**
 * For readers of CSV/TSV downloads: a markup page in place of the table is a ParseError rather
 * than a table of zero rows (its lines split into no cells a reader knows, so nothing was read
 * and nothing said so). `contentType` is the answer's Content-Type; `endpoint` names the request.
 */
export function refuseMarkupType(contentType: string | null, endpoint: string): void {
  if (contentType && MARKUP_TYPE.test(contentType))
    throw new ParseError(endpoint, `a ${contentType.split(';')[0]?.trim()} page where a table was expected`);
}

/**
 * The same check on the table's first line (the header row), for answers whose type says
 * nothing (`application/octet-stream`, or none): a header row does not open with `<`.
 */
export function refuseMarkupHeader(headerLine: string, endpoint: string): void {
  if (/^\s*</.test(headerLine))
    throw new ParseError(endpoint, 'an HTML or XML page where a table header row was expected');
}

// An HTML document's start: after an optional XML declaration and comments, a doctype or <html>.
const HTML_PAGE = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html)[\s>]/i;

/**
 * For services that never answer with a web page (E-utilities, PUG REST): a body that opens as an
 * HTML document, whatever its status and type, is a ParseError rather than data. `head` is the
 * body's text or its start (a `checkBody` peek); `endpoint` names the request.
 */
export function refuseHtmlPage(head: string, endpoint: string, redactor?: Redactor): void {
  if (HTML_PAGE.test(head.slice(0, 1024)))
    throw new ParseError(endpoint, "an HTML page where the service's data was expected", {
      ...(redactor === undefined ? {} : { redactor }),
    });
}
