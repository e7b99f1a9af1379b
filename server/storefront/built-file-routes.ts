import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BuiltFile } from './built-files';

type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli first (smaller), then gzip, else as it is; a browser's q-values decide between those it accepts. */
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** Whether the browser's copy (If-None-Match) is this file: weak comparison, as a GET may use (RFC 9110 §13.1.2). */
function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

function serve(file: BuiltFile) {
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    void reply.header('Cache-Control', file.cacheControl).header('ETag', file.etag);
    if (file.br || file.gzip) void reply.header('Vary', 'Accept-Encoding');
    if (isNotModified(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    const accepted = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    const encoded = accepted === 'br' ? file.br : accepted === 'gzip' ? file.gzip : null;
    void reply.type(file.contentType);
    if (encoded) return reply.header('Content-Encoding', accepted).send(encoded);
    return reply.send(file.identity);
  };
}

/**
 * One route per built file (GET, and HEAD by Fastify), answered from memory.
 * A file the build compressed is sent as built and skips on-the-fly
 * compression; any other goes through it like every answer.
 */
export function registerBuiltFileRoutes(app: FastifyInstance, files: readonly BuiltFile[]): void {
  for (const file of files) {
    app.get(file.path, { compress: file.br || file.gzip ? false : undefined }, serve(file));
  }
}
