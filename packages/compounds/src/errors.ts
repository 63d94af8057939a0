import { type BodyCheckContext, refuseHtmlPage, type XmlParser } from '@lifesci/core';
import { pugRestXmlParser } from './xml.js';

/**
 * PubChem's error body: `{ Fault: { Code: "PUGREST.NotFound", Message, Details?: [...] } }`
 * (PUG View uses the `PUGVIEW.` prefix); as `<Fault><Code>...` for an `/XML` request. Codes and
 * statuses as PUG REST documents them.
 */
export interface PubchemFault {
  Code: string;
  Message?: string;
  Details?: string[];
}

const STATUS_BY_CODE: Record<string, number> = {
  BadRequest: 400,
  NotFound: 404,
  NotAllowed: 405,
  MethodNotAllowed: 405,
  ServerError: 500,
  Unknown: 500,
  Unimplemented: 501,
  ServerBusy: 503,
  Timeout: 504,
};

/** The HTTP status a Fault code stands for (`PUGREST.ServerBusy` -> 503), or undefined. */
export function faultStatus(code: string): number | undefined {
  const name = code.slice(code.lastIndexOf('.') + 1);
  return STATUS_BY_CODE[name];
}

let faultParser: XmlParser | undefined;

/** A document from error text: JSON, or the XML of an `/XML` request; undefined when neither. */
function parseErrorText(text: string): unknown {
  try {
    if (text.startsWith('{')) return JSON.parse(text);
    if (text.startsWith('<')) {
      faultParser ??= pugRestXmlParser();
      return faultParser.parse(text);
    }
  } catch {
    // A cut-off or malformed error body has no Fault to read; the status still maps the error.
  }
  return undefined;
}

/** The `Fault` of a parsed body (or of its JSON or XML text), if it is one. */
export function readFault(body: unknown): PubchemFault | undefined {
  const value = typeof body === 'string' ? parseErrorText(body.trim()) : body;
  if (typeof value !== 'object' || value === null || !('Fault' in value)) return undefined;
  const fault = (value as { Fault: unknown }).Fault;
  if (typeof fault !== 'object' || fault === null) return undefined;
  const { Code, Message, Details } = fault as Record<string, unknown>;
  if (typeof Code !== 'string') return undefined;
  const out: PubchemFault = { Code };
  if (typeof Message === 'string') out.Message = Message;
  if (Array.isArray(Details)) out.Details = Details.filter((d): d is string => typeof d === 'string');
  return out;
}

/** "No CID found (PUGREST.NotFound): No CID found that matches the given name". */
export function pubchemErrorMessage(body: unknown): string | undefined {
  const fault = readFault(body);
  if (!fault) {
    if (typeof body === 'string' && body.trim() !== '' && !body.trimStart().startsWith('<'))
      return body.trim().slice(0, 500);
    return undefined;
  }
  const head = `${fault.Message ?? 'PubChem error'} (${fault.Code})`;
  const details = (fault.Details ?? []).filter((d) => d !== fault.Message);
  return details.length > 0 ? `${head}: ${details.join('; ')}` : head;
}

/**
 * A `Fault` inside a 2xx body is an error all the same, mapped by its code: NotFound ->
 * NotFoundError, BadRequest -> BadRequestError, ServerBusy (503) and Timeout (504) -> retried.
 * A streamed body is checked only when its start is a whole JSON or XML document.
 */
export function pubchemCheckBody(body: unknown, ctx: BodyCheckContext): void {
  // PUG REST never answers with a web page: a portal page in a 200 is no table of zero rows.
  if (ctx.raw && typeof body === 'string') refuseHtmlPage(body, ctx.url, ctx.redactor);
  if (ctx.partial || body instanceof Uint8Array) return;
  const fault = readFault(body);
  if (!fault) return;
  throw ctx.error(faultStatus(fault.Code) ?? 500, pubchemErrorMessage(body), body);
}
