import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_CONSOLE_SESSION_SECONDS } from '../auth/token-service';

export const ADMIN_CONSOLE_COOKIE = 'admin_console_session';
/** The console's own pages only: the cookie never travels with store or API requests. */
const COOKIE_PATH = '/sandbox/admin';

/** The console cookie's value from the Cookie header (no cookie plugin needed for one cookie). */
export function readConsoleCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === ADMIN_CONSOLE_COOKIE) {
      const value = part.slice(separator + 1).trim();
      // Our value is a JWT: base64url parts and dots. Anything else is not ours.
      return /^[A-Za-z0-9._-]{1,4096}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

function attributes(request: FastifyRequest, maxAge: number): string {
  // Secure whenever the browser reached us over HTTPS (directly or, with TRUST_PROXY, through a proxy).
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export function setConsoleCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.header('Set-Cookie', `${ADMIN_CONSOLE_COOKIE}=${token}; ${attributes(request, ADMIN_CONSOLE_SESSION_SECONDS)}`);
}

export function clearConsoleCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('Set-Cookie', `${ADMIN_CONSOLE_COOKIE}=; ${attributes(request, 0)}`);
}
