import { textPdf, wrapText } from '../../kit/index.js';
import type { ProtocolRecord } from './catalog.js';

/** A protocol as a PDF: title, authors, DOI and address, then its numbered steps under their sections. */
export function protocolPdf(p: ProtocolRecord): Buffer {
  const lines = [
    ...wrapText(p.title),
    '',
    ...wrapText(`Authors: ${p.authors.map((a) => a.name).join(', ')}`),
    ...(p.doi ? [`DOI: ${p.doi}`] : []),
    `protocols.io/view/${p.uri}`,
    '',
  ];
  p.steps.forEach((step, i) => {
    if (step.section) lines.push('', step.section);
    lines.push(...wrapText(`${i + 1}. ${step.text}`));
  });
  return textPdf(lines);
}
