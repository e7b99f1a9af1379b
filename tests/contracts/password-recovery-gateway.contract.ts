import type { PasswordRecoveryGateway } from '@application/ports/password-recovery-gateway';
import type { FieldValue, RegistrationField } from '@rewards-storefront/domain/registration/registration-config';
import { expect, it } from 'vitest';

/** One PasswordRecoveryGateway under test, over a programme like the demo's. */
export interface PasswordRecoveryContractSetup {
  readonly gateway: PasswordRecoveryGateway;
  /** A business customer: user name, current password and recovery answers (by question name). */
  readonly business: { readonly username: string; readonly password: string; readonly answers: Record<string, string> };
  /** A personal customer, who recovers in online banking. */
  readonly personalUsername: string;
  /** Asks for a link for `username` and answers its token, or null when none came. */
  resetLink(username: string): Promise<string | null>;
}

function answersOf(questions: readonly RegistrationField[], answers: Record<string, string>): FieldValue[] {
  return questions.map((question) => ({ id: question.id, value: answers[question.name] ?? '' }));
}

/** What every PasswordRecoveryGateway must do (spec §1, §6: business customers only; §7; §8 invalid token). */
export function passwordRecoveryGatewayContract(makeSetup: () => Promise<PasswordRecoveryContractSetup>): void {
  async function questionsOf(setup: PasswordRecoveryContractSetup, token: string) {
    const check = await setup.gateway.checkToken(token, 'en-CA');
    if (!check.ok) throw new Error(`the link does not work: ${check.detail}`);
    return check;
  }

  it('answers every request alike, and sends a link to a business customer only', async () => {
    const setup = await makeSetup();
    for (const username of [setup.business.username, setup.personalUsername, 'nobody-by-that-name']) {
      expect(await setup.gateway.requestReset(username, 'en-CA'), username).toEqual({ ok: true });
    }
    expect(await setup.resetLink(setup.personalUsername)).toBeNull();
  });

  it('opens a business customer’s link on its questions, with five wrong answers to spare', async () => {
    const setup = await makeSetup();
    const token = await setup.resetLink(setup.business.username);
    if (token === null) throw new Error('no link came');
    const check = await questionsOf(setup, token);
    expect(check).toMatchObject({ ok: true, verified: false, attemptsLeft: 5 });
    expect(check.questions.map((question) => question.name)).toEqual(['card_last_four', 'postal_code']);
  });

  it('counts wrong answers, then takes the right ones; the new password comes after them only', async () => {
    const setup = await makeSetup();
    const token = (await setup.resetLink(setup.business.username))!;
    const { questions } = await questionsOf(setup, token);
    expect(await setup.gateway.setNewPassword(token, 'Fresh#Start2026', 'en-CA')).toMatchObject({ ok: false, reason: 'not-verified' });
    expect(
      await setup.gateway.answerQuestions(token, answersOf(questions, { ...setup.business.answers, card_last_four: '0000' }), 'en-CA'),
    ).toMatchObject({
      ok: false,
      reason: 'wrong-answers',
      attemptsLeft: 4,
    });
    expect(await setup.gateway.answerQuestions(token, answersOf(questions, { card_last_four: '1' }), 'en-CA')).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(await setup.gateway.answerQuestions(token, answersOf(questions, setup.business.answers), 'en-CA')).toEqual({ ok: true });
    expect(await questionsOf(setup, token)).toMatchObject({ verified: true });
  });

  it('sets a new password that meets the rule and is not the current one, once', async () => {
    const setup = await makeSetup();
    const token = (await setup.resetLink(setup.business.username))!;
    const { questions } = await questionsOf(setup, token);
    await setup.gateway.answerQuestions(token, answersOf(questions, setup.business.answers), 'en-CA');
    expect(await setup.gateway.setNewPassword(token, 'weak', 'en-CA')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await setup.gateway.setNewPassword(token, setup.business.password, 'en-CA')).toMatchObject({
      ok: false,
      reason: 'password-used',
    });
    expect(await setup.gateway.setNewPassword(token, 'Fresh#Start2026', 'en-CA')).toEqual({ ok: true });
    expect(await setup.gateway.setNewPassword(token, 'Other#Start2026', 'en-CA')).toMatchObject({ ok: false, reason: 'token-invalid' });
    expect(await setup.gateway.checkToken(token, 'en-CA')).toMatchObject({ ok: false, reason: 'token-invalid' });
  });

  it('refuses a link it never sent', async () => {
    const setup = await makeSetup();
    expect(await setup.gateway.checkToken('A'.repeat(43), 'en-CA')).toMatchObject({ ok: false, reason: 'token-invalid' });
    expect(await setup.gateway.answerQuestions('A'.repeat(43), [], 'en-CA')).toMatchObject({ ok: false });
  });

  it('takes five requests per user name, then pauses', async () => {
    const setup = await makeSetup();
    for (let request = 0; request < 5; request += 1) await setup.gateway.requestReset('paused-by-the-contract', 'en-CA');
    expect(await setup.gateway.requestReset('paused-by-the-contract', 'en-CA')).toMatchObject({ ok: false, reason: 'too-many-attempts' });
  });
}
