import { describe, expect, it } from 'vitest';
import { createRedactor, REDACTED } from '../src/errors/redact.js';

// A pattern built from every secret overflowed the RegExp engine once one secret was ~32,700
// characters, and every later redaction threw a SyntaxError carrying all the secrets. Secrets are
// now removed by substring search: any length, any characters, in every view.
const LENGTHS = [6, 100, 32_767, 40_000, 100_000, 1024 * 1024];
const SPECIAL = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p';

describe('redaction of secrets of any length', () => {
  it.each(LENGTHS)('a %i-character secret is removed from text, URLs, headers and bodies', (length) => {
    const secret = 'S'.repeat(length - 1) + 'z';
    const other = 'other-secret-0123456789';
    const r = createRedactor({ secrets: [other] });
    r.addSecret(secret);
    const line = `before ${secret} middle ${other} after`;
    expect(r.text(line)).toBe(`before ${REDACTED} middle ${REDACTED} after`);
    expect(r.url(`https://h.test/x?q=${secret}&o=${other}`)).not.toContain('Sz');
    expect(r.headers({ 'x-echo': secret })).toEqual({ 'x-echo': REDACTED });
    const body = r.value({ message: `bad ${secret}`, [secret]: { nested: [other] } });
    expect(JSON.stringify(body)).not.toMatch(/S{6}|other-secret/);
  });

  it('secrets made of RegExp syntax are removed literally, and nothing else is', () => {
    const r = createRedactor({ secrets: [SPECIAL] });
    expect(r.text(`x ${SPECIAL} y abcdefghijklmnop`)).toBe(`x ${REDACTED} y abcdefghijklmnop`);
    expect(r.text(encodeURIComponent(SPECIAL))).toBe(REDACTED);
  });

  it('a secret containing another is removed whole, whichever was registered first', () => {
    const r = createRedactor({ secrets: ['abcdef'] });
    r.addSecret('xxabcdefyy');
    expect(r.text('[xxabcdefyy] [abcdef]')).toBe(`[${REDACTED}] [${REDACTED}]`);
  });

  it('keeps working for every later call after a 1 MB secret', () => {
    const r = createRedactor({ secrets: ['client-secret-123456'] });
    r.addSecret('T'.repeat(1024 * 1024));
    r.addSecret('refresh-token-654321');
    for (let i = 0; i < 3; i++)
      expect(r.text(`call ${i}: client-secret-123456 refresh-token-654321`)).toBe(
        `call ${i}: ${REDACTED} ${REDACTED}`,
      );
  });

  it('a lone surrogate in a secret does not stop redaction', () => {
    const secret = `abc\ud800defgh`;
    const r = createRedactor({ secrets: [secret] });
    expect(r.text(`x ${secret}`)).toBe(`x ${REDACTED}`);
  });

  it('headers fetch would refuse (non-Latin-1 values) are still redacted, not thrown', () => {
    const r = createRedactor({ secrets: ['sécret-valeur'] });
    expect(r.headers({ 'X-Token': 'sécret-valeur', Authorization: 'Bearer ✓' })).toEqual({
      'x-token': REDACTED,
      authorization: REDACTED,
    });
  });
});
