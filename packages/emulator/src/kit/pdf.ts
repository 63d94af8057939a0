const LINES_PER_PAGE = 48;
const WRAP_AT = 90;

/** ASCII only (Helvetica's standard encoding), with PDF string specials escaped. */
function pdfText(line: string): string {
  return line
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Text broken into lines of at most 90 characters at spaces (one empty line for no text). */
export function wrapText(text: string): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > WRAP_AT) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.length ? out : [''];
}

/**
 * A small, valid PDF 1.4 of text lines: one Helvetica text page per 48 lines, with a correct
 * cross-reference table (readers open it; `pdftotext` extracts the text). For services that
 * serve documents as PDF (protocols, preprints' full texts).
 */
export function textPdf(lines: readonly string[]): Buffer {
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  if (pages.length === 0) pages.push([]);

  // Objects: 1 catalog, 2 page tree, 3 font, then a page and its content stream per page.
  const objects: string[] = [];
  const pageRefs = pages.map((_, i) => `${4 + i * 2} 0 R`);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  pages.forEach((pageLines, i) => {
    const content = [
      'BT',
      '/F1 11 Tf',
      '14 TL',
      '72 750 Td',
      ...pageLines.map((line, n) => `${n === 0 ? '' : 'T* '}(${pdfText(line)}) Tj`),
      'ET',
    ].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });

  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
