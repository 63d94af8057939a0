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

export function xmlReply(body: string | AsyncIterable<string>, status = 200): EmulatorReply {
  return { status, headers: { 'content-type': 'text/xml; charset=UTF-8' }, body };
}

export function jsonReply(value: unknown, status = 200): EmulatorReply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8' },
    body: JSON.stringify(value),
  };
}

export function textReply(body: string, status = 200): EmulatorReply {
  return { status, headers: { 'content-type': 'text/plain; charset=UTF-8' }, body };
}

export const jsonHeader = (type: string) => ({ type, version: '0.3' });

/** `<Root>\n\t<ERROR>message</ERROR>\n</Root>` as every E-utility reports a bad request, with HTTP 200. */
export function xmlError(doctype: string, root: string, message: string): EmulatorReply {
  return xmlReply(xmlDocument(doctype, `<${root}>\n\t<ERROR>${escapeXml(message)}</ERROR>\n</${root}>\n`));
}
