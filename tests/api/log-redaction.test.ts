import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/database/seed/demo-members';
import { login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

describe('what the server writes to its log', () => {
  const lines: string[] = [];
  const t = useTestApp({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });

  it('never holds a password, a bearer token or a one-time link’s token, yet says what was asked', async () => {
    const bearer = await login(t.app, 'elite');
    await t.app.inject({ url: '/api/v1/member/account', headers: { authorization: `Bearer ${bearer}` } });
    await t.app.inject({ url: '/reset-password?token=reset-link-secret-1' });
    await t.app.inject({ url: '/fr/sso/sso-token-secret-2' });
    await t.app.inject({ url: '/login-as?user_account=marie&token=login-as-secret-3' });
    await t.app.inject({ url: '/api/v1/member/account?token=query-secret-4', headers: { authorization: 'Bearer not-a-valid-token-5' } });

    const log = lines.join('');
    for (const secret of [
      DEMO_PASSWORD,
      bearer,
      'reset-link-secret-1',
      'sso-token-secret-2',
      'login-as-secret-3',
      'query-secret-4',
      'not-a-valid-token-5',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/fr/sso/[redacted]');
    expect(log).toContain('"url":"/api/v1/member/account"');
  });
});
