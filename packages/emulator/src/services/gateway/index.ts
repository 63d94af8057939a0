import {
  defineService,
  get,
  HttpError,
  jsonReply,
  notFound,
  post,
  type RouteInput,
} from '../../kit/index.js';
import type { EmulatorReply, EmulatorRequest, EmulatorService } from '../../service.js';
import { runScript, TIME_LIMIT_MS } from './run.js';
import { SKILLS, scriptsOf } from './skills.js';

/**
 * S11, the script execution gateway: lists skills and runs an allow-listed script (a small node
 * script under scripts/) with execFile, no shell, a time limit and an output cap. A failed run is
 * a 200 with `success: false`; errors are FastAPI-style `{detail}` bodies (the spec shows none).
 */

function skillBody(name: string) {
  const skill = SKILLS.get(name);
  if (!skill) return undefined;
  const scripts = Object.entries(skill.scripts).map(([script, entry]) => ({ name: script, ...entry }));
  return { name, description: skill.description, scripts };
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

function executeRoute({ req, params }: RouteInput): Promise<EmulatorReply> | EmulatorReply {
  const skill = params.skill ?? '';
  const script = params.script ?? '';
  const scripts = scriptsOf(skill);
  if (!scripts) throw notFound(`Skill not found: ${skill}`);
  if (!scripts.has(script)) throw notFound(`Script not found: ${skill}/${script}`);
  const args = readArgs(req);
  if (typeof args === 'string') throw new HttpError(422, args);
  return runScript(skill, script, args).then((result) => jsonReply(result));
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
      const skills = [...SKILLS.keys()].map((name) => {
        const s = skillBody(name);
        return { name, description: s?.description, scripts: s?.scripts.map((x) => x.name) };
      });
      return jsonReply({ count: skills.length, skills });
    }),
    get('/skills/:skill', ({ params }) => {
      const body = skillBody(params.skill ?? '');
      if (!body) throw notFound(`Skill not found: ${params.skill}`);
      return jsonReply(body);
    }),
    post('/execute/:skill/:script', executeRoute),
  ],
});
