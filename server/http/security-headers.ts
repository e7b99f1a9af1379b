import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries. The storefront may be framed only by itself
 * (the bank's mobile apps embed it in a web view, which is not a frame).
 * API answers hold member data and must never be kept by a shared cache.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    void reply.header('X-Frame-Options', 'SAMEORIGIN');
    if (!reply.hasHeader('Content-Security-Policy')) {
      void reply.header('Content-Security-Policy', "frame-ancestors 'self'");
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      void reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
