import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TOKEN_LIFETIME_SECONDS } from '../auth/token-service';
import { isSecureRequest, readCookie } from '../http/cookies';

/**
 * The sandbox's sign-in doors (online banking, the support console) keep a
 * device token in a cookie of their own path after a sign-in there, as the
 * store keeps one in the browser: attempts that bring it back count on their
 * own, so someone guessing a user name elsewhere cannot lock its owner out of
 * the browser they use.
 */
export const ONLINE_BANKING_DEVICE_COOKIE = { name: 'online_banking_device', path: '/sandbox/online-banking' } as const;
export const ADMIN_CONSOLE_DEVICE_COOKIE = { name: 'admin_console_device', path: '/sandbox/admin' } as const;

type DeviceCookie = typeof ONLINE_BANKING_DEVICE_COOKIE | typeof ADMIN_CONSOLE_DEVICE_COOKIE;

export function readDeviceCookie(request: FastifyRequest, cookie: DeviceCookie): string | undefined {
  return readCookie(request, cookie.name);
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, cookie: DeviceCookie, token: string): void {
  const secure = isSecureRequest(request) ? '; Secure' : '';
  void reply.header(
    'Set-Cookie',
    `${cookie.name}=${token}; Path=${cookie.path}; Max-Age=${DEVICE_TOKEN_LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
}
