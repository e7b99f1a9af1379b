import type { FastifyInstance } from 'fastify';
import { API_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from './content-security-policy';

/** Two years with subdomains, the value the HSTS preload list asks for. Browsers ignore it over plain HTTP. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Headers every answer carries. The storefront may be framed only by itself
 * (the bank's mobile apps embed it in a web view, which is not a frame).
 * Pages set their own Content-Security-Policy (with a nonce or hashes); any
 * other answer gets the strictest one that fits it. API answers hold member
 * data and must never be kept by a shared cache.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const isApi = request.url.startsWith('/api/');
    void reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    void reply.header('X-Frame-Options', 'SAMEORIGIN');
    void reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    void reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (!reply.hasHeader('Content-Security-Policy')) {
      void reply.header('Content-Security-Policy', isApi ? API_CONTENT_SECURITY_POLICY : pageContentSecurityPolicy({}));
    }
    if (isApi && !reply.hasHeader('Cache-Control')) {
      void reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
