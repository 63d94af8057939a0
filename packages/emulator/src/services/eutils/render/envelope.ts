import { escapeXml, jsonReply, xmlReply } from '../../../kit/index.js';
import type { EmulatorReply } from '../../../service.js';

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

export const xmlAnswer = (doctype: string, body: string) => xmlReply(`${DECLARATION}${doctype}${body}`);

/** NCBI spells the charset in capitals on every E-utilities answer. */
export const JSON_TYPE = 'application/json; charset=UTF-8';

/** A JSON answer: the utility's header, then its result. */
export const jsonAnswer = (type: string, result: object) =>
  jsonReply({ header: { type, version: '0.3' }, ...result }, 200, { 'content-type': JSON_TYPE });

/** Each utility's root and where its JSON puts the words of a bad request (efetch and epost answer XML only). */
const ERRORS: Record<string, readonly [string, string, ((message: string) => object)?]> = {
  einfo: [DOCTYPES.einfo, 'eInfoResult', (ERROR) => ({ einforesult: { ERROR } })],
  esearch: [DOCTYPES.esearch, 'eSearchResult', (ERROR) => ({ esearchresult: { ERROR } })],
  esummary: [DOCTYPES.esummaryV1, 'eSummaryResult', (error) => ({ error })],
  elink: [DOCTYPES.elink, 'eLinkResult', (ERROR) => ({ ERROR })],
  efetch: [DOCTYPES.efetch, 'eFetchResult'],
  epost: [DOCTYPES.epost, 'ePostResult'],
};

/** A bad request to `utility`, as `<Root>\n\t<ERROR>message</ERROR>\n</Root>` or in JSON, with HTTP 200 as NCBI answers it. */
export function errorReply(utility: string, json: boolean, message: string): EmulatorReply {
  const [doctype, root, inJson] = ERRORS[utility]!;
  return json && inJson
    ? jsonAnswer(utility, inJson(message))
    : xmlAnswer(doctype, `<${root}>\n\t<ERROR>${escapeXml(message)}</ERROR>\n</${root}>\n`);
}
