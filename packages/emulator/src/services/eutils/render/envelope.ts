import { jsonReply as kitJson, textReply as kitText, xmlReply } from '../../../kit/index.js';
import type { EmulatorReply } from '../../../service.js';
import { escapeXml } from '../xml.js';

/** The XML declarations and DOCTYPEs E-utilities put on each answer (see fixtures/real/ncbi-eutils). */
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" ?>\n';
const dtd = (root: string, name: string, date: string, file: string) =>
  `<!DOCTYPE ${root} PUBLIC "-//NLM//DTD ${name} ${date}//EN" "https://eutils.ncbi.nlm.nih.gov/eutils/dtd/${date}/${file}">\n`;

export const DOCTYPES = {
  einfo: dtd('eInfoResult', 'einfo', '20190110', 'einfo.dtd'),
  esearch: dtd('eSearchResult', 'esearch', '20060628', 'esearch.dtd'),
  esummaryV1: dtd('eSummaryResult', 'esummary v1', '20041029', 'esummary-v1.dtd'),
  esummaryGene: dtd('eSummaryResult', 'esummary gene', '20171221', 'esummary_gene.dtd'),
  esummaryClinvar: dtd('eSummaryResult', 'esummary clinvar', '20240304', 'esummary_clinvar.dtd'),
  elink: dtd('eLinkResult', 'elink', '20101123', 'elink.dtd'),
  epost: dtd('ePostResult', 'epost', '20090526', 'epost.dtd'),
  efetch: dtd('eEfetchResult', 'efetch', '20131226', 'efetch.dtd'),
  // Root named eEfetchResult although the document's root is IdList: as NCBI serves it.
  uilist: dtd('eEfetchResult', 'efetch', '20020605', 'uilist.dtd'),
} as const;

export function xmlDocument(doctype: string, body: string): string {
  return `${DECLARATION}${doctype}${body}`;
}

export { xmlReply };

/** NCBI spells the charset in capitals on every E-utilities answer. */
export const jsonReply = (value: unknown) =>
  kitJson(value, 200, { 'content-type': 'application/json; charset=UTF-8' });
export const textReply = (body: string) => kitText(body, 'text/plain; charset=UTF-8');

export const jsonHeader = (type: string) => ({ type, version: '0.3' });

/** `<Root>\n\t<ERROR>message</ERROR>\n</Root>` as every E-utility reports a bad request, with HTTP 200. */
export function xmlError(doctype: string, root: string, message: string): EmulatorReply {
  return xmlReply(xmlDocument(doctype, `<${root}>\n\t<ERROR>${escapeXml(message)}</ERROR>\n</${root}>\n`));
}

/** Where each utility's JSON puts the words of a bad request (its XML puts them in `<ERROR>`). */
const ERRORS = {
  einfo: [DOCTYPES.einfo, 'eInfoResult', (ERROR: string) => ({ einforesult: { ERROR } })],
  esearch: [DOCTYPES.esearch, 'eSearchResult', (ERROR: string) => ({ esearchresult: { ERROR } })],
  esummary: [DOCTYPES.esummaryV1, 'eSummaryResult', (error: string) => ({ error })],
  elink: [DOCTYPES.elink, 'eLinkResult', (ERROR: string) => ({ ERROR })],
} as const;

/** A bad request to `utility` answered in JSON or XML, with HTTP 200 as NCBI answers it. */
export function errorReply(utility: keyof typeof ERRORS, json: boolean, message: string): EmulatorReply {
  const [doctype, root, body] = ERRORS[utility];
  return json
    ? jsonReply({ header: jsonHeader(utility), ...body(message) })
    : xmlError(doctype, root, message);
}
