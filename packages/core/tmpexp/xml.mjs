import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { createXmlParser } from '../dist/index.js';

const one = readFileSync('/work/shared/fixtures/real/ncbi-eutils/efetch-gene-4747.xml', 'utf8');
const inner = one.slice(one.indexOf('<Entrezgene>'), one.lastIndexOf('</Entrezgene-Set>'));
const head = one.slice(0, one.indexOf('<Entrezgene>'));
const doc = head + inner.repeat(Math.ceil(40e6 / inner.length)) + '</Entrezgene-Set>';
console.log('doc MB', (doc.length / 1e6).toFixed(1));
const bytes = new TextEncoder().encode(doc);
function time(name, fn) {
  const t0 = performance.now();
  fn();
  console.log(name.padEnd(40), (performance.now() - t0).toFixed(0), 'ms');
}
time('core default', () => createXmlParser().parse(bytes));
time('core isArray names', () =>
  createXmlParser({ isArray: ['Gene-commentary', 'Entrezgene'] }).parse(bytes),
);
const base = {
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
};
time('fxp htmlEntities:false', () => new XMLParser({ ...base, htmlEntities: false }).parse(doc));
time('fxp htmlEntities:true', () => new XMLParser({ ...base, htmlEntities: true }).parse(doc));
time('fxp processEntities:false', () => new XMLParser({ ...base, processEntities: false }).parse(doc));
time('fxp + jPath false', () => new XMLParser({ ...base, htmlEntities: true, jPath: false }).parse(doc));
time('decode only', () => new TextDecoder().decode(bytes));
time('guard only', () => {
  doc.search(/<!DOCTYPE/i);
  /<!ENTITY/i.test(doc);
});
