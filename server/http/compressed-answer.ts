import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrecompressedPage } from './precompressed-page';

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
  varyOnEncoding(reply);
  const encoding = acceptedEncoding(request, ['br', 'gzip'], Buffer.byteLength(body));
  if (encoding === 'br') {
    const compressed = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(compressed);
  }
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(await gzip(body));
  return reply.send(body);
}

/**
 * Sends a page compressed once (server/http/precompressed-page.ts) with this
 * response's `nonce` stamped in: gzip when the client accepts it (no
 * compression per response), else the text.
 */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, page: PrecompressedPage, nonce: string): FastifyReply {
  varyOnEncoding(reply);
  if (acceptedEncoding(request, ['gzip'], THRESHOLD_BYTES) === 'gzip') return reply.header('Content-Encoding', 'gzip').send(page.gzipWith(nonce));
  return reply.send(page.bytesWith(nonce));
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('Vary');
  void reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
}

/** The encoding to send a body of `bytes` in, of `offered`, as the client accepts; null for none (or a small body). */
function acceptedEncoding(request: FastifyRequest, offered: string[], bytes: number): string | null {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && bytes >= THRESHOLD_BYTES ? (negotiate(accepted, offered) ?? null) : null;
}
