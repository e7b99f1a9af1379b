import { beforeAll, describe, expect, it } from 'vitest';
import { issueOneTimeToken } from '../../server/auth/one-time-token-repository';
import { emailsTo, registrationConfig, tokenIn, valuesOf, type ProgramRegistration } from './support/identity';
import { errorBody, loginRequest, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const NEW_PASSWORD = 'Bakery#Open2026';
const TOKEN_INVALID = { code: 'TOKEN_INVALID', message: 'Sorry. Your token is either invalid or has expired. Please try again.' };
/** `northshore`'s recovery answers (README: business card **** 3388). */
const NORTHSHORE = { card_last_four: '3388', postal_code: 'V7M 2H4' };

describe('password recovery: business customers only (spec §1, §6, §7)', () => {
  const clock = new ManualClock(new Date());
  let questions: ProgramRegistration['registration_forgot_password']['password_verification_fields'];

  const t = useTestApp({ clock });
  beforeAll(async () => {
    questions = (await registrationConfig(t.app)).registration_forgot_password.password_verification_fields;
  });

  const requestReset = (userAccount: string, slug = 'demo') =>
    t.app.inject({ method: 'POST', url: `/api/v1/program/${slug}/forgot-password`, payload: { user_account: userAccount } });
  const checkToken = (token: string, locale = 'en-CA') =>
    t.app.inject({ url: `/api/v1/program/demo/verify-token?token=${encodeURIComponent(token)}&locale=${locale}` });
  const answer = (token: string, answers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/program/demo/forgot-password/verify',
      payload: { token, password_verifications: valuesOf(questions, answers) },
    });
  const newPassword = (token: string, password: string, locale?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/program/demo/forgot-password/new-password',
      payload: { token, new_password: password, ...(locale ? { locale } : {}) },
    });

  async function resetToken(userAccount: string, email: string): Promise<string> {
    expect((await requestReset(userAccount)).statusCode).toBe(202);
    const [sent] = await emailsTo(t.db.pool, email, 'password_reset');
    return tokenIn(sent!.text, '/reset-password');
  }

  it('answers every request alike: a link to a business customer, online banking to a personal one, nothing to others', async () => {
    const answers = await Promise.all(
      ['northshore', 'elite', 'nobody-by-that-name', 'locked', 'jordan.martin'].map((name) => requestReset(name)),
    );
    for (const response of answers) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ data: { code: 'accepted' } });
    }
    const [link] = await emailsTo(t.db.pool, 'mei.okafor@example.com');
    expect(link).toMatchObject({ kind: 'password_reset', locale: 'en-CA', subject: 'Reset your password' });
    expect(link!.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(link!.text).toContain('This link works for 30 minutes and only once.');
    // Recovery refused for personal accounts: no link, the way to online banking instead.
    const personal = await emailsTo(t.db.pool, 'alex.martin@example.com');
    expect(personal.map((email) => email.kind)).toEqual(['password_reset_unavailable']);
    expect(personal[0]!.text).toContain('Personal cardholders change their password in the bank’s online banking');
    expect(personal[0]!.text).toMatch(/http:\/\/localhost(:80)?\/sandbox\/online-banking/);
    expect(await emailsTo(t.db.pool, 'thomas.pelletier@example.com')).toEqual([]);
    expect(await emailsTo(t.db.pool, 'jordan.martin@example.com')).toEqual([]);
    expect((await requestReset('northshore', 'nowhere')).statusCode).toBe(404);
  });

  it('never gives a personal customer a usable token', async () => {
    const { rows } = await t.db.pool.query<{ id: number }>("SELECT id FROM member WHERE user_account = 'elite'");
    const token = await issueOneTimeToken(t.db.pool, { memberId: rows[0]!.id, purpose: 'password_reset', now: clock.now() });
    expect(errorBody(await checkToken(token))).toEqual(TOKEN_INVALID);
    expect(errorBody(await answer(token, { card_last_four: '4821', postal_code: 'M5X 1A9' }))).toEqual(TOKEN_INVALID);
  });

  it('takes five requests per user name in 15 minutes, known or not', async () => {
    for (const name of ['select', 'no-such-user']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await requestReset(name)).statusCode);
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    }
  });

  it('opens the link: the questions to answer, in the page’s language; an unknown token is refused with spec §8’s text', async () => {
    const token = await resetToken('northshore', 'mei.okafor@example.com');
    const check = await checkToken(token, 'fr-CA');
    expect(check.statusCode).toBe(200);
    const data = check.json<{
      data: { verified: boolean; attempts_left: number; password_verification_fields: Array<{ menu_title: string }> };
    }>().data;
    expect(data).toMatchObject({ purpose: 'password_reset', verified: false, attempts_left: 5 });
    expect(data.password_verification_fields.map((field) => field.menu_title)).toEqual([
      '4 derniers chiffres de votre carte',
      'Code postal',
    ]);
    expect(errorBody(await checkToken('A'.repeat(43)))).toEqual(TOKEN_INVALID);
    expect(errorBody(await checkToken('A'.repeat(43), 'fr-CA')).message).toBe(
      'Désolé. Votre jeton est invalide ou a expiré. Veuillez réessayer.',
    );
  });

  it('counts wrong answers and ends the link after five; a newer link ends the older one', async () => {
    const older = await resetToken('northshore', 'mei.okafor@example.com');
    const token = await resetToken('northshore', 'mei.okafor@example.com');
    expect(errorBody(await checkToken(older))).toEqual(TOKEN_INVALID);
    const format = await answer(token, { card_last_four: '33', postal_code: 'V7M 2H4' });
    expect(format.statusCode).toBe(400);
    expect(errorBody(format).errors).toEqual([
      { field: 'password_verifications.card_last_four', message: 'Enter the last 4 digits of your card.' },
    ]);
    for (const left of [4, 3, 2, 1, 0]) {
      const wrong = await answer(token, { ...NORTHSHORE, card_last_four: '9043' });
      expect(wrong.statusCode).toBe(422);
      expect(errorBody(wrong)).toEqual({
        code: 'PASSWORD_VERIFICATION_FAILED',
        message: 'These answers do not match our records.',
        data: { attempts_left: left },
      });
    }
    expect(errorBody(await answer(token, NORTHSHORE))).toEqual(TOKEN_INVALID);
  });

  it('wants the questions answered, the password rule met and a new password before it changes anything', async () => {
    const token = await resetToken('northshore', 'mei.okafor@example.com');
    const early = await newPassword(token, NEW_PASSWORD);
    expect(early.statusCode).toBe(409);
    expect(errorBody(early).code).toBe('TOKEN_NOT_VERIFIED');
    expect((await answer(token, NORTHSHORE)).json()).toEqual({ data: { verified: true } });
    expect((await checkToken(token)).json<{ data: { verified: boolean } }>().data.verified).toBe(true);
    const weak = await newPassword(token, 'bakery2026', 'fr-CA');
    expect(weak.statusCode).toBe(400);
    expect(errorBody(weak).errors).toEqual([
      { field: 'new_password', message: 'Votre mot de passe doit contenir une lettre majuscule.' },
      { field: 'new_password', message: 'Votre mot de passe doit contenir un caractère spécial, comme # ou\u202f!.' },
    ]);
    const same = await newPassword(token, 'Rewards#2026');
    expect(same.statusCode).toBe(422);
    expect(errorBody(same).code).toBe('PASSWORD_USED_ALREADY');
    expect((await t.app.inject(loginRequest('northshore'))).statusCode).toBe(200);
  });

  it('sets the new password once, tells the member by email, and reopens a paused sign-in', async () => {
    // A new window for the reset requests of the tests before.
    clock.advanceSeconds(15 * 60);
    for (let i = 0; i < 5; i += 1) await t.app.inject(loginRequest('northshore', 'Wrong#2026'));
    expect((await t.app.inject(loginRequest('northshore'))).statusCode).toBe(429);
    const token = await resetToken('northshore', 'mei.okafor@example.com');
    await answer(token, NORTHSHORE);
    const done = await newPassword(token, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { code: 'success' } });
    expect(errorBody(await newPassword(token, 'Another#Pass2026'))).toEqual(TOKEN_INVALID);
    expect((await t.app.inject(loginRequest('northshore', NEW_PASSWORD))).statusCode).toBe(200);
    expect((await t.app.inject(loginRequest('northshore'))).statusCode).toBe(401);
    const [changed] = await emailsTo(t.db.pool, 'mei.okafor@example.com', 'password_changed');
    expect(changed).toMatchObject({ subject: 'Your password was changed' });
  });

  it('a link lives 30 minutes', async () => {
    const token = await resetToken('business', 'samuel.okafor@example.com');
    clock.advanceSeconds(29 * 60);
    expect((await checkToken(token)).statusCode).toBe(200);
    clock.advanceSeconds(60);
    expect(errorBody(await checkToken(token))).toEqual(TOKEN_INVALID);
  });

  it('the first business member answers with their own card and postal code', async () => {
    clock.advanceSeconds(15 * 60);
    const token = await resetToken('business', 'samuel.okafor@example.com');
    expect((await answer(token, NORTHSHORE)).statusCode).toBe(422);
    expect((await answer(token, { card_last_four: '9043', postal_code: 'v6b1a1' })).json()).toEqual({ data: { verified: true } });
  });

  it('refuses bad input field by field, as the document says', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/program/demo/forgot-password',
      payload: { username: 'northshore' },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorBody(missing).errors).toEqual([
      { field: 'user_account', message: 'is required' },
      { field: 'username', message: 'is not allowed' },
    ]);
    const badToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/program/demo/forgot-password/new-password',
      payload: { token: 'short', new_password: NEW_PASSWORD },
    });
    expect(errorBody(badToken).errors).toEqual([{ field: 'token', message: 'must be at least 16 characters' }]);
    const noQuery = await t.app.inject({ url: '/api/v1/program/demo/verify-token' });
    expect(errorBody(noQuery).code).toBe('VALIDATION_ERROR');
  });

  it('does not take one programme’s link on another programme’s pages', async () => {
    const token = await resetToken('business', 'samuel.okafor@example.com');
    await t.db.pool.query(
      `INSERT INTO programme (slug, name_en, points_currency_id, fiat_currency_id, conversion_rate) VALUES ('other', 'Other', 1, 2, 0.01)`,
    );
    const elsewhere = await t.app.inject({ url: `/api/v1/program/other/verify-token?token=${token}` });
    expect(errorBody(elsewhere)).toEqual(TOKEN_INVALID);
    expect((await checkToken(token)).statusCode).toBe(200);
  });
});
