import { createHash } from 'node:crypto';

/** A short, stable tag of a token for budget ids: the token itself never leaves the client. */
export function tokenTag(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 16);
}
