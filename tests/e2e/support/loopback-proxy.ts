import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackProxy {
  /** The store as reached through the proxy (same paths as the store's own address). */
  readonly url: string;
  /** The client address the store sees for every request through the proxy. */
  readonly clientAddress: string;
  close(): Promise<void>;
}

/**
 * A pass-through proxy whose connections to the store leave from another
 * loopback address (Linux routes all of 127.0.0.0/8 to the loopback), so the
 * store sees a browser of this journey's own as a client address of its own.
 * The journeys' server does not trust X-Forwarded-For; this is how a
 * journey stands behind a different address without touching the others.
 */
export async function startLoopbackProxy(target: string): Promise<LoopbackProxy> {
  const upstream = new URL(target);
  // 127.0.0.2-127.0.0.254, never 127.0.0.1 (every other journey's address).
  const clientAddress = `127.0.0.${2 + Math.floor(Math.random() * 253)}`;
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        localAddress: clientAddress,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clientAddress,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
