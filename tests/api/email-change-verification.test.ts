import type { Profile } from '@openapi/schemas';
import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { bearer, errorBody, login, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/**
 * Issue 21 item 15 (spec §7 sendVerificationEmail): a new email takes
 * effect only once the link sent to it is followed; the link works once,
 * for 24 hours; the old address is told.
 */
describe('changing the email needs its link followed (PUT /member/profile, GET /member/email/verify)', () => {
  const clock = new ManualClock(new Date());
  let token: string;
  let original: string;

  const t = useTestApp({ clock });
  beforeAll(async () => {
    original = (await t.db.pool.query<{ email: string }>("SELECT email FROM member WHERE user_account = 'select'")).rows[0]!.email;
  });
  beforeEach(async () => {
    // The clock moves a day in some cases: each signs in afresh.
    token = await login(t.app, 'select');
    // Each case starts from the address on file with nothing pending.
    await t.db.pool.query("UPDATE member SET email = $1 WHERE user_account = 'select'", [original]);
    await t.db.pool.query(
      "UPDATE member_one_time_token SET used_at = now() WHERE purpose = 'email_change' AND used_at IS NULL",
    );
  });

  const askFor = (email: string) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/member/profile', headers: bearer(token), payload: { email } });
  const profile = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/member/profile', headers: bearer(token) })).json<{ data: Profile }>().data;
  const follow = (link: string) => t.app.inject({ method: 'GET', url: `/api/v1/member/email/verify?token=${encodeURIComponent(link)}` });
  /** The newest mail of `kind` to `to`, as queued. */
  const mailTo = async (to: string, kind: string) => {
    const { rows } = await t.db.pool.query<{ text: string; locale: string }>(
      'SELECT text_body AS text, locale FROM email_outbox WHERE to_address = $1 AND kind = $2 ORDER BY id DESC LIMIT 1',
      [to, kind],
    );
    return rows[0] ?? null;
  };
  const linkTokenOf = (text: string) => {
    const match = /\/register\/verify\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (!match) throw new Error(`no link in ${text}`);
    return decodeURIComponent(match[1]!);
  };

  it('the email on file does not change until the link sent to the new address is followed', async () => {
    const asked = await askFor('chloe.new@example.com');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<{ data: Profile }>().data).toMatchObject({ email: original, pending_email: 'chloe.new@example.com' });
    expect(await profile()).toMatchObject({ email: original, pending_email: 'chloe.new@example.com' });

    const verification = await mailTo('chloe.new@example.com', 'email_change_verification');
    expect(verification?.text).toContain('/register/verify?token=');
    const followed = await follow(linkTokenOf(verification!.text));
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toEqual({ data: { code: 'email_changed', email: 'chloe.new@example.com' } });
    expect(await profile()).toMatchObject({ email: 'chloe.new@example.com', pending_email: null });
  });

  it('the old address is told of the request, naming the new one', async () => {
    await askFor('chloe.told@example.com');
    const notice = await mailTo(original, 'email_change_notice');
    expect(notice?.text).toContain('chloe.told@example.com');
  });

  it('only a digest of the token is stored, beside the address it confirms', async () => {
    await askFor('chloe.digest@example.com');
    const link = linkTokenOf((await mailTo('chloe.digest@example.com', 'email_change_verification'))!.text);
    const { rows } = await t.db.pool.query<{ digest: string; email: string }>(
      "SELECT token_digest AS digest, new_email AS email FROM member_one_time_token WHERE purpose = 'email_change' AND used_at IS NULL",
    );
    expect(rows).toEqual([{ digest: createHash('sha256').update(link).digest('hex'), email: 'chloe.digest@example.com' }]);
    expect(JSON.stringify(rows)).not.toContain(link);
  });

  it('a link works once: followed again it is refused and the email stays the confirmed one', async () => {
    await askFor('chloe.once@example.com');
    const link = linkTokenOf((await mailTo('chloe.once@example.com', 'email_change_verification'))!.text);
    expect((await follow(link)).statusCode).toBe(200);
    await t.db.pool.query("UPDATE member SET email = 'changed.elsewhere@example.com' WHERE user_account = 'select'");
    const again = await follow(link);
    expect(again.statusCode).toBe(422);
    expect(errorBody(again).code).toBe('TOKEN_INVALID');
    expect((await profile()).email).toBe('changed.elsewhere@example.com');
  });

  it('an expired link is refused (24 hours), in the language asked for, and the email is unchanged', async () => {
    await askFor('chloe.late@example.com');
    const link = linkTokenOf((await mailTo('chloe.late@example.com', 'email_change_verification'))!.text);
    clock.advanceSeconds(24 * 3600);
    const late = await t.app.inject({ method: 'GET', url: `/api/v1/member/email/verify?token=${link}&locale=fr-CA` });
    expect(late.statusCode).toBe(422);
    expect(errorBody(late)).toMatchObject({ code: 'TOKEN_INVALID', message: 'Désolé. Votre jeton est invalide ou a expiré. Veuillez réessayer.' });
    token = await login(t.app, 'select');
    expect(await profile()).toMatchObject({ email: original, pending_email: null });
  });

  it('a link one second before its expiry still works', async () => {
    await askFor('chloe.just@example.com');
    const link = linkTokenOf((await mailTo('chloe.just@example.com', 'email_change_verification'))!.text);
    clock.advanceSeconds(24 * 3600 - 1);
    expect((await follow(link)).statusCode).toBe(200);
  });

  it('sendVerificationEmail sends a new link and the earlier one stops working; a newer change ends the older link', async () => {
    await askFor('chloe.resend@example.com');
    const first = linkTokenOf((await mailTo('chloe.resend@example.com', 'email_change_verification'))!.text);
    const resent = await t.app.inject({ method: 'GET', url: '/api/v1/member/sendVerificationEmail', headers: bearer(token) });
    expect(resent.statusCode, resent.body).toBe(202);
    const second = linkTokenOf((await mailTo('chloe.resend@example.com', 'email_change_verification'))!.text);
    expect(second).not.toBe(first);
    expect((await follow(first)).statusCode).toBe(422);

    await askFor('chloe.other@example.com');
    expect((await follow(second)).statusCode).toBe(422);
    expect(await profile()).toMatchObject({ email: original, pending_email: 'chloe.other@example.com' });
  });

  it('asking for the address on file cancels a pending change', async () => {
    await askFor('chloe.undo@example.com');
    const link = linkTokenOf((await mailTo('chloe.undo@example.com', 'email_change_verification'))!.text);
    await askFor(original);
    expect(await profile()).toMatchObject({ email: original, pending_email: null });
    expect((await follow(link)).statusCode).toBe(422);
  });

  it('sendVerificationEmail with nothing pending is 409 NO_PENDING_EMAIL_CHANGE; a read-only admin cannot ask', async () => {
    const nothing = await t.app.inject({ method: 'GET', url: '/api/v1/member/sendVerificationEmail', headers: bearer(token) });
    expect(nothing.statusCode).toBe(409);
    expect(errorBody(nothing).code).toBe('NO_PENDING_EMAIL_CHANGE');
    const { token: auditor } = await loginAsSession(t.app, 'auditor', 'select');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/member/sendVerificationEmail', headers: bearer(auditor) });
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).code).toBe('READ_ONLY_ACCESS');
  });
});
