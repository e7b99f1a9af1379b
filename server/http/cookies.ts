import type { FastifyRequest } from 'fastify';

/** Our cookies hold JWTs or MACs: base64url parts and dots. Anything else under our names is not ours. */
const TOKEN_VALUE = /^[A-Za-z0-9._-]{1,4096}$/;

/** A cookie's value from the Cookie header, when it looks like one of ours (no cookie plugin needed for the few we read). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return TOKEN_VALUE.test(value) ? value : undefined;
  }
  return undefined;
}

/** Whether the browser reached us over HTTPS (directly or, with TRUST_PROXY, through a proxy): cookies are `Secure` then. */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}
