import type { FastifyReply, FastifyRequest } from 'fastify';

export const PARTNER_SESSION_COOKIE = 'partner_session';
/** The sandbox partners' pages only (travel partner and vacation site): never sent with store or API requests. */
const COOKIE_PATH = '/sandbox';
/** As long as the partner session itself (travel-booking-service.ts). */
const PARTNER_SESSION_SECONDS = 30 * 60;

/**
 * The partner session from the Cookie header: after the one-time handoff in
 * the address, the session travels here, out of addresses that logs keep.
 */
export function readPartnerSessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === PARTNER_SESSION_COOKIE) {
      const value = part.slice(separator + 1).trim();
      return /^[A-Za-z0-9._-]{1,400}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export function setPartnerSessionCookie(request: FastifyRequest, reply: FastifyReply, session: string): void {
  // Secure whenever the browser reached us over HTTPS (directly or, with TRUST_PROXY, through a proxy).
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'Set-Cookie',
    `${PARTNER_SESSION_COOKIE}=${session}; Path=${COOKIE_PATH}; Max-Age=${PARTNER_SESSION_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
}
