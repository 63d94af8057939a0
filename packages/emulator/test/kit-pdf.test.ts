import { describe, expect, it } from 'vitest';
import { kit } from '../src/index.js';

describe('kit: textPdf', () => {
  it('writes a PDF whose cross-reference table points at every object, a page per 48 lines', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `Line ${i + 1} (with parentheses) \\ and ümlauts`);
    const pdf = kit.textPdf(lines).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf).toContain('/Count 3');
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 5)).toBe('xref\n');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(3 + 3 * 2);
    expect(offsets.map((offset) => /^\d+/.exec(pdf.slice(offset, offset + 12))?.[0])).toEqual(
      offsets.map((_, i) => String(i + 1)),
    );
    expect(offsets.every((offset) => / 0 obj\n/.test(pdf.slice(offset, offset + 16)))).toBe(true);
    // PDF string specials escaped, non-ASCII reduced to ASCII (Helvetica's standard encoding).
    expect(pdf).toContain('(Line 1 \\(with parentheses\\) \\\\ and umlauts) Tj');
  });

  it('wraps text at spaces into lines of at most 90 characters', () => {
    const text = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const lines = kit.wrapText(text);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((l) => l.length <= 90)).toBe(true);
    expect(lines.join(' ')).toBe(text);
    expect(kit.wrapText('')).toEqual(['']);
  });
});
