import type { FastifyInstance } from 'fastify';
import { bearer, DEMO_PASSWORD } from './test-app';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export interface ConsoleSignIn {
  /** The Cookie header value to send back. */
  cookie: string;
  /** The raw Set-Cookie header, to check its attributes. */
  setCookie: string;
}

/** Signs a support agent in to the sandbox console. */
export async function consoleSignIn(app: FastifyInstance, userAccount: string, lang = 'en'): Promise<ConsoleSignIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/sandbox/admin/sign-in',
    headers: FORM,
    payload: new URLSearchParams({ username: userAccount, password: DEMO_PASSWORD, lang }).toString(),
  });
  if (response.statusCode !== 303) throw new Error(`console sign-in of ${userAccount}: ${response.statusCode}`);
  // The session's cookie (the console also sets its device cookie).
  const setCookie = [response.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('admin_console_session=')) ?? '';
  return { cookie: setCookie.split(';')[0]!, setCookie };
}

/** The console page's anti-forgery field. */
export async function consoleFormToken(app: FastifyInstance, cookie: string): Promise<string> {
  const page = await app.inject({ url: '/sandbox/admin', headers: { cookie } });
  const match = /name="csrf" value="([^"]+)"/.exec(page.body);
  if (!match?.[1]) throw new Error('the console page has no form token');
  return match[1];
}

/** Signs the console session of `cookie` out, with the console form's anti-forgery field `csrf`. */
export function consoleSignOut(app: FastifyInstance, cookie: string, csrf: string) {
  return app.inject({ method: 'POST', url: '/sandbox/admin/sign-out', headers: { ...FORM, cookie }, payload: new URLSearchParams({ csrf, lang: 'en' }).toString() });
}

/** Posts "open the store as"; answers the redirect location. */
export async function postOpenStoreAs(
  app: FastifyInstance,
  input: { cookie: string; csrf: string; userAccount: string; lang?: string },
): Promise<{ status: number; location: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/sandbox/admin/login-as',
    headers: { ...FORM, cookie: input.cookie },
    payload: new URLSearchParams({ user_account: input.userAccount, csrf: input.csrf, lang: input.lang ?? 'en' }).toString(),
  });
  return { status: response.statusCode, location: String(response.headers.location ?? '') };
}

export interface LoginAsLink {
  userAccount: string;
  token: string;
  logoutUrl: string;
}

/** The console's one-time link for `admin` to open the store as `member`. */
export async function loginAsLink(app: FastifyInstance, admin: string, member: string): Promise<LoginAsLink> {
  const { cookie } = await consoleSignIn(app, admin);
  const csrf = await consoleFormToken(app, cookie);
  const { location } = await postOpenStoreAs(app, { cookie, csrf, userAccount: member });
  const query = new URL(location, 'http://localhost').searchParams;
  return { userAccount: query.get('user_account')!, token: query.get('token')!, logoutUrl: query.get('logout_url')! };
}

export function exchangeUrl(link: { userAccount: string; token: string }, slug = 'demo'): string {
  return `/api/v1/program/${slug}/login-as?${new URLSearchParams({ user_account: link.userAccount, token: link.token })}`;
}

/** A member session opened by `admin` as `member`, with the login-as token that opened it. */
export async function loginAsSession(
  app: FastifyInstance,
  admin: string,
  member: string,
): Promise<{ token: string; link: LoginAsLink }> {
  const link = await loginAsLink(app, admin, member);
  const response = await app.inject({ url: exchangeUrl(link) });
  if (response.statusCode !== 200) throw new Error(`login-as ${admin} → ${member}: ${response.statusCode} ${response.body}`);
  return { token: response.json<{ data: { token: string } }>().data.token, link };
}

/** Sets the member's marketing preference through `token`: the profile change the login-as tests make and audit. */
export function setMarketingPreference(app: FastifyInstance, token: string, enabled: boolean) {
  return app.inject({ method: 'PUT', url: '/api/v1/member/profile', headers: bearer(token), payload: { has_marketing_enabled: enabled } });
}
