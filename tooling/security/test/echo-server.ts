import { createServer, type IncomingMessage } from 'node:http';

export interface EchoServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A server that gives a secret back in every place an error view could show it: the body (a
 * message and a link, or with status 200 a broken JSON body), and a header. `echo` says what to
 * give back for a request; `status` is read per request, so a test can change it between cases.
 * Header and URL limits are 4 MiB: the secrets go up to 1 MB, past Node's 16 KiB default.
 */
export async function startEchoServer(reply: {
  echo: (req: IncomingMessage) => string;
  status: () => number;
  /** The error message before the secret (`API key invalid:`). */
  message: string;
  /** The link's query parameter that carries it (`api_key`). */
  param: string;
}): Promise<EchoServer> {
  const server = createServer({ maxHeaderSize: 4 * 1024 * 1024 }, (req, res) => {
    const echo = reply.echo(req);
    req.resume();
    req.on('end', () => {
      const status = reply.status();
      const body =
        status === 200
          ? `{"broken": "${echo}"`
          : JSON.stringify({
              error: `${reply.message} ${echo}`,
              next: `https://x.test/?${reply.param}=${echo}`,
            });
      res.writeHead(status, { 'content-type': 'application/json', 'x-echo': echo.slice(0, 8000) }).end(body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
