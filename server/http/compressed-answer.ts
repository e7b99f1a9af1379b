import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed body saves less than its headers cost (as the compression plugin's threshold). */
const THRESHOLD_BYTES = 1024;

/**
 * Sends `body` compressed as the client accepts (brotli at quality 5, as
 * the compression plugin, else gzip), off the event loop. For answers the
 * plugin's per-route hook does not reach: the storefront's pages are mostly
 * answered by the not-found handler (a server-rendered page is ~125 kB, ~20 kB compressed).
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string): Promise<FastifyReply> {
  const vary = reply.getHeader('Vary');
  void reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' && Buffer.byteLength(body) >= THRESHOLD_BYTES ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding === 'br') {
    const compressed = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(compressed);
  }
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(await gzip(body));
  return reply.send(body);
}
