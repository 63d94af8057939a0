import type { EmulatorRequest, EmulatorService } from '../../src/index.js';

/** A test service that echoes what the framework hands it, limited to `perMinute` per client. */
export function echoService(perMinute = 50): EmulatorService {
  return {
    name: 'echo',
    mounts: { echo: '/echo', echoNested: '/echo/nested' },
    limits: (req: EmulatorRequest) => [{ key: req.remoteAddress, perMinute }],
    tooManyRequests: () => ({
      status: 429,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ error: { code: 429, message: 'slow down' } }),
    }),
    serverError: (_req, status) => ({
      status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ error: { code: status, message: 'echo failed' } }),
    }),
    handle(req) {
      if (req.path === '/boom') throw new Error('kaboom');
      if (req.path === '/stream') {
        return {
          status: 200,
          headers: { 'content-type': 'text/plain' },
          body: (async function* () {
            for (let i = 0; i < 100; i++) yield `line ${i}\n`;
          })(),
        };
      }
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          mount: req.mount,
          path: req.path,
          query: Object.fromEntries(req.query),
          method: req.method,
          body: req.body.toString('utf8'),
        }),
      };
    },
  };
}
