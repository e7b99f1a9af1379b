import { beforeAll, describe, expect, it } from 'vitest';
import { consoleFormToken, consoleSignIn } from './support/admin-console';
import { errorBody, loginRequest } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const DRILLED = '198.51.100.40';

/**
 * Issue 22 item 8, the sandbox's side: the support console's sign-in drill
 * holds every sign-in place of one client address on this node, as slow
 * checks in flight would, so a member signing in from it waits and is then
 * told the store is busy (429 SIGN_IN_BUSY with Retry-After) by the real
 * admission path; every other address signs in as usual. Write access
 * only; (sandbox-switch.test.ts) only while the sandbox is on.
 */
describe('the support console’s sign-in drill', () => {
  let cookie: string;
  let csrf: string;

  const t = useTestApp();
  beforeAll(async () => {
    ({ cookie } = await consoleSignIn(t.app, 'admin'));
    csrf = await consoleFormToken(t.app, cookie);
  });

  async function drill(fields: Record<string, string>, as = cookie, token = csrf) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/admin/sign-in-drill',
      headers: { ...FORM, cookie: as },
      payload: new URLSearchParams({ csrf: token, ...fields }).toString(),
    });
    return String(response.headers.location ?? '');
  }
  const signInFrom = (remoteAddress: string, userAccount = 'select') => t.app.inject({ ...loginRequest(userAccount), remoteAddress });

  it('a member signing in from the drilled address waits, then is told the store is busy with Retry-After; another address signs in meanwhile; ended, the address signs in', async () => {
    expect(await drill({ address: DRILLED, seconds: '120', action: 'start', lang: 'fr' })).toBe('/sandbox/admin?notice=drill-started&lang=fr');
    const started = Date.now();
    const drilled = signInFrom(DRILLED);
    const other = await signInFrom('198.51.100.41');
    expect(other.statusCode, other.body).toBe(200);
    const busy = await drilled;
    expect(busy.statusCode).toBe(429);
    expect(errorBody(busy).code).toBe('SIGN_IN_BUSY');
    expect(busy.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
    // It waited for a place as long as any attempt does (15 s), not refused at once.
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);

    expect(await drill({ address: DRILLED, action: 'end' })).toBe('/sandbox/admin?notice=drill-ended');
    const after = await signInFrom(DRILLED);
    expect(after.statusCode, after.body).toBe(200);
  }, 60_000);

  it('an auditor, a forged form, an address that is none or a length out of range start nothing', async () => {
    const auditor = await consoleSignIn(t.app, 'auditor');
    const auditorCsrf = await consoleFormToken(t.app, auditor.cookie);
    const page = await t.app.inject({ url: '/sandbox/admin', headers: { cookie: auditor.cookie } });
    expect(page.body).not.toContain('sign-in-drill');
    expect(await drill({ address: DRILLED, seconds: '60', action: 'start' }, auditor.cookie, auditorCsrf)).toBe('/sandbox/admin?notice=read-only');
    expect(await drill({ address: DRILLED, seconds: '60', action: 'start' }, cookie, 'forged')).toBe('/sandbox/admin?notice=expired');
    for (const fields of [
      { address: 'not-an-address', seconds: '60' },
      { address: DRILLED, seconds: '0' },
      { address: DRILLED, seconds: '301' },
      { address: DRILLED, seconds: '2.5' },
      { address: DRILLED, seconds: '' },
    ]) {
      expect(await drill({ ...fields, action: 'start' }), JSON.stringify(fields)).toBe('/sandbox/admin?notice=drill-invalid');
    }
    const signedIn = await signInFrom(DRILLED, 'business');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});
