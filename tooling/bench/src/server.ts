import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BenchServer {
  url: string;
  requests(): number;
  close(): Promise<void>;
}

/** A loopback server answering every request with a small JSON body, as fast as it can. */
export async function startBenchServer(): Promise<BenchServer> {
  let count = 0;
  const payload = JSON.stringify({ id: 'NCT02576665', title: 'A small JSON body', items: [1, 2, 3] });
  const server: Server = createServer((_req, res) => {
    count += 1;
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    res.end(payload);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
