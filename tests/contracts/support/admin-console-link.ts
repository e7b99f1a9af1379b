import { DEMO_PASSWORD } from './member-client';

/**
 * What the sandbox admin console does for an agent: sign in, then "open the
 * store as" a member, which redirects to /login-as with a one-time link.
 * Returns that link's member and token.
 */
export async function consoleLink(baseUrl: string, admin: string, member: string): Promise<{ userAccount: string; token: string }> {
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const signIn = await fetch(`${baseUrl}/sandbox/admin/sign-in`, {
    method: 'POST',
    headers: form,
    body: new URLSearchParams({ username: admin, password: DEMO_PASSWORD, lang: 'en' }),
    redirect: 'manual',
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const page = await (await fetch(`${baseUrl}/sandbox/admin`, { headers: { cookie } })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const open = await fetch(`${baseUrl}/sandbox/admin/login-as`, {
    method: 'POST',
    headers: { ...form, cookie },
    body: new URLSearchParams({ user_account: member, csrf, lang: 'en' }),
    redirect: 'manual',
  });
  const query = new URL(open.headers.get('location') ?? '', baseUrl).searchParams;
  const token = query.get('token');
  if (!token) throw new Error(`the console gave no login-as link: ${open.status}`);
  return { userAccount: query.get('user_account') ?? member, token };
}
