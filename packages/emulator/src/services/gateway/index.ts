import type { EmulatorReply, EmulatorRequest, EmulatorService } from '../../service.js';
import { OUTPUT_CAP_BYTES, runScript, TIME_LIMIT_MS } from './run.js';
import { SKILLS } from './skills.js';

/**
 * S11, the script execution gateway: lists skills and runs an allow-listed script (a small node
 * script under scripts/) with execFile, no shell, a time limit and an output cap. A failed run is
 * a 200 with `success: false`; errors are FastAPI-style `{detail}` bodies (the spec shows none).
 */

function json(status: number, body: unknown, headers: Record<string, string> = {}): EmulatorReply {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

function decode(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function skillBody(name: string) {
  const skill = SKILLS.get(name);
  if (!skill) return undefined;
  return {
    name,
    description: skill.description,
    scripts: [...skill.scripts].map(([script, entry]) => ({ name: script, ...entry })),
  };
}

/** `{args: string[]}` from the request body, or the reason it is not one. */
function readArgs(req: EmulatorRequest): string[] | string {
  if (!/application\/json/i.test(String(req.headers['content-type'] ?? ''))) {
    return 'Content-Type must be application/json';
  }
  let body: unknown;
  try {
    body = req.body.length === 0 ? {} : JSON.parse(req.body.toString('utf8'));
  } catch {
    return 'body is not valid JSON';
  }
  const args = (body as { args?: unknown } | null)?.args ?? [];
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string'))
    return 'args must be an array of strings';
  return args;
}

async function route(req: EmulatorRequest): Promise<EmulatorReply> {
  const segments = req.path.split('/').filter(Boolean);
  const [head, first, second, extra] = segments;
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  if (head === 'health' && segments.length === 1) {
    if (method !== 'GET') return json(405, { detail: 'Method Not Allowed' }, { allow: 'GET' });
    return json(200, { status: 'ok', skills: SKILLS.size, time_limit_seconds: TIME_LIMIT_MS / 1000 });
  }
  if (head === 'skills' && segments.length <= 2) {
    if (method !== 'GET') return json(405, { detail: 'Method Not Allowed' }, { allow: 'GET' });
    if (first === undefined) {
      const skills = [...SKILLS.keys()].map((name) => {
        const s = skillBody(name);
        return { name, description: s?.description, scripts: s?.scripts.map((x) => x.name) };
      });
      return json(200, { count: skills.length, skills });
    }
    const name = decode(first) ?? '';
    const body = skillBody(name);
    return body ? json(200, body) : json(404, { detail: `Skill not found: ${name}` });
  }
  if (head === 'execute' && segments.length === 3 && extra === undefined) {
    if (method !== 'POST') return json(405, { detail: 'Method Not Allowed' }, { allow: 'POST' });
    const skill = decode(first) ?? '';
    const script = decode(second) ?? '';
    const entry = SKILLS.get(skill);
    if (!entry) return json(404, { detail: `Skill not found: ${skill}` });
    if (!entry.scripts.has(script)) return json(404, { detail: `Script not found: ${skill}/${script}` });
    const args = readArgs(req);
    if (typeof args === 'string') return json(422, { detail: args });
    return json(200, await runScript(skill, script, args));
  }
  return json(404, { detail: 'Not Found' });
}

export const gatewayService: EmulatorService = {
  name: 'gateway',
  mounts: { gateway: '/gateway' },
  serverError: (_req, status) =>
    json(status, { detail: status === 503 ? 'Service Unavailable' : 'Internal Server Error' }),
  handle: (req) => route(req),
};

export { OUTPUT_CAP_BYTES, TIME_LIMIT_MS };
