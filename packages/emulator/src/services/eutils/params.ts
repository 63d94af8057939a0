import type { EmulatorRequest } from '../../service.js';

/**
 * The parameters of an E-utilities call: the query string merged with a form-encoded POST body
 * (E-utilities take either, and clients switch to POST for long id lists).
 */
export function readParams(req: EmulatorRequest): URLSearchParams {
  const params = new URLSearchParams(req.query);
  if (req.method === 'POST' && req.body.length > 0) {
    const type = String(req.headers['content-type'] ?? 'application/x-www-form-urlencoded');
    if (type.includes('application/x-www-form-urlencoded')) {
      for (const [name, value] of new URLSearchParams(req.body.toString('utf8'))) params.append(name, value);
    }
  }
  return params;
}

/** The WebEnv parameter, which clients spell WebEnv or webenv. */
export const webEnvParam = (params: URLSearchParams) =>
  params.get('WebEnv') ?? params.get('webenv') ?? undefined;

/** Every id of every `id` parameter, split on commas and whitespace, in order. */
export function idList(params: URLSearchParams): string[] {
  return params
    .getAll('id')
    .flatMap((v) => v.split(/[\s,]+/))
    .filter((v) => v !== '');
}

/** A non-negative integer parameter, or the default when absent or not a number. */
export function intParam(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return fallback;
  return Number(raw);
}

export function retmode(params: URLSearchParams): 'json' | 'xml' {
  return params.get('retmode')?.toLowerCase() === 'json' ? 'json' : 'xml';
}
