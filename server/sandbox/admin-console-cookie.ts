import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_CONSOLE_SESSION_SECONDS } from '../auth/token-service';
import { isSecureRequest, readCookie } from '../http/cookies';

export const ADMIN_CONSOLE_COOKIE = 'admin_console_session';
/** The console's own pages only: the cookie never travels with store or API requests. */
const COOKIE_PATH = '/sandbox/admin';

/** The console cookie's value from the Cookie header. */
export function readConsoleCookie(request: FastifyRequest): string | undefined {
  return readCookie(request, ADMIN_CONSOLE_COOKIE);
}

function attributes(request: FastifyRequest, maxAge: number): string {
  const secure = isSecureRequest(request) ? '; Secure' : '';
  return `Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export function setConsoleCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.header('Set-Cookie', `${ADMIN_CONSOLE_COOKIE}=${token}; ${attributes(request, ADMIN_CONSOLE_SESSION_SECONDS)}`);
}

export function clearConsoleCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('Set-Cookie', `${ADMIN_CONSOLE_COOKIE}=; ${attributes(request, 0)}`);
}
