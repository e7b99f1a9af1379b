import { describe, expect, it } from 'vitest';
import { FAKE_BUSINESS, FakePasswordRecoveryGateway } from '../../tests/fakes/fake-password-recovery-gateway';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { AnswerResetQuestions } from './answer-reset-questions';
import { PasswordResetStore } from './password-reset-store';
import { RequestPasswordReset } from './request-password-reset';
import { SetNewPassword } from './set-new-password';

function setUp(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const context = shopperContext('guest', locale);
  const gateway = new FakePasswordRecoveryGateway();
  const store = new PasswordResetStore(context.context, gateway, context.errors);
  const request = new RequestPasswordReset(gateway, context.notifications, context.errors);
  const answer = new AnswerResetQuestions(gateway, store, context.notifications, context.errors);
  const setNewPassword = new SetNewPassword(gateway, store, context.notifications, context.errors);
  return { ...context, gateway, store, request, answer, setNewPassword };
}

/** A business member's link, opened on the reset page. */
async function openedLink(setup: ReturnType<typeof setUp>): Promise<string> {
  await setup.request.execute({ username: FAKE_BUSINESS.username, locale: 'en-CA' });
  const token = setup.gateway.linkOf(FAKE_BUSINESS.username);
  setup.store.show(token);
  await settle();
  return token;
}

const rightAnswers = { 7: FAKE_BUSINESS.answers.card_last_four, 8: FAKE_BUSINESS.answers.postal_code };

describe('RequestPasswordReset (spec §6: business customers only)', () => {
  it('says the link is sent whoever the username names, trimmed; sends nothing without one', async () => {
    const { request, gateway } = setUp();
    expect(await request.execute({ username: '  ', locale: 'en-CA' })).toBe('missing-username');
    expect(gateway.calls).toEqual([]);
    for (const username of [' business ', 'elite', 'nobody']) expect(await request.execute({ username, locale: 'fr-CA' })).toBe('sent');
    expect(gateway.sentLinks.map((link) => link.username)).toEqual(['business']);
  });

  it('says when requests are paused, and shows the recovery error notice on a failure', async () => {
    const { request, gateway, shown, errors } = setUp();
    for (let attempt = 0; attempt < 5; attempt += 1) await request.execute({ username: 'elite', locale: 'en-CA' });
    expect(await request.execute({ username: 'elite', locale: 'en-CA' })).toBe('too-many-attempts');
    gateway.failure = { reason: 'unavailable' };
    expect(await request.execute({ username: 'elite', locale: 'en-CA' })).toBe('failed');
    expect(shown()).toMatchObject([{ kind: 'danger', title: { key: 'passwordRecovery.notice.failedTitle' } }]);
    expect(errors.reports).toHaveLength(1);
  });
});

describe('PasswordResetStore and its commands (spec §2 /reset-password: questions, new password, success)', () => {
  it('opens a link on its questions in the page’s language, and on the new password once they are answered', async () => {
    const setup = setUp('fr-CA');
    const token = await openedLink(setup);
    expect(setup.store.snapshot).toMatchObject({
      status: 'questions',
      token,
      attemptsLeft: 5,
      questions: [{ name: 'card_last_four' }, { name: 'postal_code' }],
    });
    expect(setup.gateway.calls.at(-1)).toEqual({ method: 'checkToken', locale: 'fr-CA' });
    expect(await setup.answer.execute({ answers: rightAnswers, locale: 'fr-CA' })).toEqual({ outcome: 'verified' });
    expect(setup.store.snapshot).toEqual({ status: 'new-password', token });
    setup.locales.changed('en-CA');
    await settle();
    expect(setup.store.snapshot).toEqual({ status: 'new-password', token });
  });

  it('says an unknown link is invalid, and reports other failures', async () => {
    const setup = setUp();
    setup.store.show('unknown');
    expect(setup.store.snapshot).toEqual({ status: 'checking', token: 'unknown' });
    await settle();
    expect(setup.store.snapshot).toEqual({ status: 'invalid', token: 'unknown' });
    setup.gateway.failure = { reason: 'unavailable' };
    setup.store.retry();
    await settle();
    expect(setup.store.snapshot).toEqual({ status: 'failed', token: 'unknown' });
    expect(setup.errors.reports).toHaveLength(1);
  });

  it('checks answers by their regexes before sending, counts wrong ones, and ends the link after five', async () => {
    const setup = setUp();
    await openedLink(setup);
    expect(await setup.answer.execute({ answers: { 7: '12', 8: 'V6B 1A1' }, locale: 'en-CA' })).toEqual({
      outcome: 'invalid',
      problems: new Map([[7, { kind: 'pattern', message: 'Enter the last 4 digits of your card.' }]]),
    });
    expect(setup.gateway.calls.filter((call) => call.method === 'answerQuestions')).toEqual([]);
    for (const left of [4, 3, 2, 1]) {
      expect(await setup.answer.execute({ answers: { ...rightAnswers, 7: '0000' }, locale: 'en-CA' })).toEqual({
        outcome: 'wrong-answers',
        attemptsLeft: left,
      });
      expect(setup.store.snapshot).toMatchObject({ status: 'questions', attemptsLeft: left });
    }
    await setup.answer.execute({ answers: { ...rightAnswers, 7: '0000' }, locale: 'en-CA' });
    expect(await setup.answer.execute({ answers: rightAnswers, locale: 'en-CA' })).toEqual({ outcome: 'token-invalid' });
    expect(setup.store.snapshot.status).toBe('invalid');
  });

  it('answers nothing when the page is not asking the questions', async () => {
    const setup = setUp();
    expect(await setup.answer.execute({ answers: rightAnswers, locale: 'en-CA' })).toEqual({ outcome: 'not-asked' });
    expect(await setup.setNewPassword.execute({ password: 'Fresh#Start2026', confirmation: 'Fresh#Start2026', locale: 'en-CA' })).toEqual({
      outcome: 'not-asked',
    });
  });

  it('sets a new password that meets the rule and matches its confirmation, then stays on success', async () => {
    const setup = setUp();
    const token = await openedLink(setup);
    await setup.answer.execute({ answers: rightAnswers, locale: 'en-CA' });
    expect(await setup.setNewPassword.execute({ password: 'fresh', confirmation: 'other', locale: 'en-CA' })).toEqual({
      outcome: 'invalid',
      password: [
        { key: 'passwordRule.length', params: { min: 8, max: 255 } },
        { key: 'passwordRule.uppercase' },
        { key: 'passwordRule.digit' },
        { key: 'passwordRule.special' },
      ],
      confirmation: { key: 'passwordRule.mismatch' },
    });
    expect(
      await setup.setNewPassword.execute({ password: FAKE_BUSINESS.password, confirmation: FAKE_BUSINESS.password, locale: 'en-CA' }),
    ).toEqual({
      outcome: 'password-used',
    });
    expect(await setup.setNewPassword.execute({ password: 'Fresh#Start2026', confirmation: 'Fresh#Start2026', locale: 'en-CA' })).toEqual({
      outcome: 'changed',
    });
    expect(setup.store.snapshot).toEqual({ status: 'done', token });
    // The used link would read as invalid: the success stays, in another language too.
    setup.locales.changed('fr-CA');
    await settle();
    expect(setup.store.snapshot).toEqual({ status: 'done', token });
  });

  it('checks the link again when the API says the questions come first, and marks a dead link invalid', async () => {
    const setup = setUp();
    await openedLink(setup);
    setup.store.verified();
    expect(await setup.setNewPassword.execute({ password: 'Fresh#Start2026', confirmation: 'Fresh#Start2026', locale: 'en-CA' })).toEqual({
      outcome: 'not-verified',
    });
    await settle();
    expect(setup.store.snapshot.status).toBe('questions');
    setup.store.verified();
    setup.gateway.setNewPassword = async () => ({ ok: false, reason: 'token-invalid', detail: '422' });
    expect(await setup.setNewPassword.execute({ password: 'Fresh#Start2026', confirmation: 'Fresh#Start2026', locale: 'en-CA' })).toEqual({
      outcome: 'token-invalid',
    });
    expect(setup.store.snapshot.status).toBe('invalid');
  });

  it('shows the recovery error notice on a failure of either step', async () => {
    const setup = setUp();
    await openedLink(setup);
    setup.gateway.failure = { reason: 'unavailable' };
    expect(await setup.answer.execute({ answers: rightAnswers, locale: 'en-CA' })).toEqual({ outcome: 'failed' });
    setup.store.verified();
    expect(await setup.setNewPassword.execute({ password: 'Fresh#Start2026', confirmation: 'Fresh#Start2026', locale: 'en-CA' })).toEqual({
      outcome: 'failed',
    });
    expect(setup.shown()).toHaveLength(2);
    expect(setup.errors.reports).toHaveLength(2);
  });
});
