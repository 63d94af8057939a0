import { defineService, get, HttpError, jsonReply, notFound, post } from '../../kit/index.js';
import type { EmulatorRequest, EmulatorService } from '../../service.js';
import skills from './data/skills.json' with { type: 'json' };
import { runScript, TIME_LIMIT_MS } from './run.js';

/**
 * S11, the script execution gateway: lists skills and runs an allow-listed script (a small node
 * script under scripts/) with execFile, no shell, a time limit and an output cap. A failed run is
 * a 200 with `success: false`; errors are FastAPI-style `{detail}` bodies (the spec shows none).
 */

/**
 * The allow-list: a request names a skill and a script, and only a pair listed in
 * data/skills.json maps to a file, so no name can reach any other path. Maps and own keys only,
 * so no name such as `constructor` or `__proto__` is ever found.
 */
const SKILLS: ReadonlyMap<string, (typeof skills)[keyof typeof skills]> = new Map(Object.entries(skills));

function skillOf(name: string) {
  const skill = SKILLS.get(name);
  if (!skill) throw notFound(`Skill not found: ${name}`);
  return skill;
}

/** `{args: string[]}` from the request body; a 422 when it is not one. */
function readArgs(req: EmulatorRequest): string[] {
  if (!/application\/json/i.test(String(req.headers['content-type'] ?? '')))
    throw new HttpError(422, 'Content-Type must be application/json');
  let body: unknown;
  try {
    body = req.body.length === 0 ? {} : JSON.parse(req.body.toString('utf8'));
  } catch {
    throw new HttpError(422, 'body is not valid JSON');
  }
  const args = (body as { args?: unknown } | null)?.args ?? [];
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string'))
    throw new HttpError(422, 'args must be an array of strings');
  return args;
}

export const gatewayService: EmulatorService = defineService({
  name: 'gateway',
  mounts: { gateway: '/gateway' },
  // FastAPI's error body: the spec shows none for S11.
  errors: { reply: (status, message) => jsonReply({ detail: message }, status) },
  routes: [
    get('/health', () =>
      jsonReply({ status: 'ok', skills: SKILLS.size, time_limit_seconds: TIME_LIMIT_MS / 1000 }),
    ),
    get('/skills', () => {
      const list = [...SKILLS].map(([name, { description, scripts }]) => ({
        name,
        description,
        scripts: Object.keys(scripts),
      }));
      return jsonReply({ count: list.length, skills: list });
    }),
    get('/skills/:skill', ({ params }) => {
      const { description, scripts } = skillOf(params.skill ?? '');
      const list = Object.entries(scripts).map(([name, entry]) => ({ name, ...entry }));
      return jsonReply({ name: params.skill, description, scripts: list });
    }),
    post('/execute/:skill/:script', async ({ req, params }) => {
      const { skill = '', script = '' } = params;
      if (!Object.hasOwn(skillOf(skill).scripts, script))
        throw notFound(`Script not found: ${skill}/${script}`);
      return jsonReply(await runScript(skill, script, readArgs(req)));
    }),
  ],
});
