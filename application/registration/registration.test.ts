import type { RegistrationDraft } from '@rewards-storefront/domain/registration/registration-draft';
import { describe, expect, it } from 'vitest';
import { FAKE_CARDHOLDER, FakeRegistrationGateway, nadiasRegistration } from '../../tests/fakes/fake-registration-gateway';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { ConfirmEmail } from './confirm-email';
import { emailConfirmation } from './email-confirmation-store';
import { QueryStore } from '../context/query-store';
import { RegistrationStore } from './registration-store';
import { ResendConfirmation } from './resend-confirmation';
import { SubmitRegistration } from './submit-registration';
import { VerifyCardholder } from './verify-cardholder';

function setUp(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const context = shopperContext('guest', locale);
  const gateway = new FakeRegistrationGateway();
  const store = new RegistrationStore(context.context, gateway, context.errors);
  const verify = new VerifyCardholder(gateway, context.notifications, context.errors);
  const submit = new SubmitRegistration(gateway, store, context.notifications, context.errors);
  const resend = new ResendConfirmation(gateway, store, context.notifications, context.errors);
  const confirmations = new QueryStore(emailConfirmation(context.context, new ConfirmEmail(gateway, context.errors)));
  return { ...context, gateway, store, verify, submit, resend, confirmations };
}

/** A complete draft for the fake's configuration (field ids 1-3 verification, 4-6 registration). */
function draft(overrides: Partial<RegistrationDraft> = {}): RegistrationDraft {
  return {
    values: {
      1: FAKE_CARDHOLDER.card_number,
      2: FAKE_CARDHOLDER.postal_code,
      3: FAKE_CARDHOLDER.date_of_birth,
      4: 'nadia.haddad',
      5: 'nadia@example.com',
    },
    password: 'Maple#Leaf2026',
    passwordConfirmation: 'Maple#Leaf2026',
    marketing: true,
    language: 'fr-CA',
    termsAccepted: true,
    ...overrides,
  };
}

async function loaded(setup: ReturnType<typeof setUp>) {
  setup.store.show();
  await settle();
  const config = setup.store.snapshot.config;
  if (!config) throw new Error('no configuration');
  return config;
}

describe('RegistrationStore (the /register page’s configuration)', () => {
  it('loads the configuration while the page shows it, in the page’s language, and again when it changes', async () => {
    const setup = setUp('fr-CA');
    await settle();
    expect(setup.gateway.calls).toEqual([]);
    await loaded(setup);
    expect(setup.store.snapshot).toMatchObject({ status: 'loaded', config: { id: 1, hasTerms: true } });
    setup.locales.changed('en-CA');
    await settle();
    expect(setup.gateway.calls.map((call) => call.locale)).toEqual(['fr-CA', 'en-CA']);
  });

  it('keeps the configuration it has while it loads again, and reports a failure', async () => {
    const setup = setUp();
    await loaded(setup);
    setup.gateway.configFailure = { reason: 'unavailable' };
    setup.store.retry();
    expect(setup.store.snapshot).toMatchObject({ status: 'loading', config: { id: 1 } });
    await settle();
    expect(setup.store.snapshot.status).toBe('failed');
    expect(setup.errors.reports).toHaveLength(1);
  });

});

describe('VerifyCardholder (the verification step’s "next")', () => {
  it('sends nothing while an answer breaks its configured regex', async () => {
    const setup = setUp();
    const config = await loaded(setup);
    const outcome = await setup.verify.execute({ config, draft: draft({ values: { 1: '4512', 2: 'M4C 1B5' } }), locale: 'en-CA' });
    expect(outcome).toEqual({
      outcome: 'invalid',
      problems: [
        { target: 'field', fieldId: 1, problem: { kind: 'pattern', message: 'Enter the 16 digits of your card number.' } },
        { target: 'field', fieldId: 3, problem: { kind: 'required' } },
      ],
    });
    expect(setup.gateway.callsTo('verifyCardholder')).toBe(0);
  });

  it('goes on when the API verifies the cardholder, and says when it does not, or pauses the card', async () => {
    const setup = setUp();
    const config = await loaded(setup);
    expect(await setup.verify.execute({ config, draft: draft(), locale: 'en-CA' })).toEqual({ outcome: 'verified' });
    const wrong = draft({ values: { ...draft().values, 3: '1970-01-01' } });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await setup.verify.execute({ config, draft: wrong, locale: 'en-CA' })).toEqual({ outcome: 'not-verified' });
    }
    expect(await setup.verify.execute({ config, draft: wrong, locale: 'en-CA' })).toEqual({ outcome: 'too-many-attempts' });
    expect(setup.shown()).toEqual([]);
  });

  it('shows the registration error notice and reports a failure', async () => {
    const setup = setUp();
    const config = await loaded(setup);
    setup.gateway.failure = { reason: 'unavailable' };
    expect(await setup.verify.execute({ config, draft: draft(), locale: 'en-CA' })).toEqual({ outcome: 'failed' });
    expect(setup.shown()).toMatchObject([{ kind: 'danger', title: { key: 'registration.notice.failedTitle' } }]);
    expect(setup.errors.reports).toHaveLength(1);
  });
});

describe('SubmitRegistration (spec §4: next on the last step submits)', () => {
  it('submits the answers, fields, password and the choices the programme asks for, and remembers the registration', async () => {
    const setup = setUp();
    const config = await loaded(setup);
    expect(await setup.submit.execute({ config, draft: draft(), locale: 'fr-CA' })).toEqual({
      outcome: 'registered',
      email: 'nadia@example.com',
    });
    expect(setup.gateway.calls.at(-1)).toMatchObject({
      method: 'register',
      locale: 'fr-CA',
      argument: nadiasRegistration({ hasMarketingEnabled: true, preferredLanguage: 'fr-CA', locale: 'fr-CA' }),
    });
    expect(setup.store.snapshot.submitted).toMatchObject({ registrationId: 1, email: 'nadia@example.com' });
  });

  it('sends no choice the programme does not ask for', async () => {
    const setup = setUp();
    const config = { ...(await loaded(setup)), hasMarketingPreference: false, hasPreferredLanguage: false, hasTerms: false };
    setup.gateway.config = config;
    await setup.submit.execute({ config, draft: draft({ termsAccepted: false }), locale: 'en-CA' });
    expect(setup.gateway.calls.at(-1)?.argument).toMatchObject({ hasMarketingEnabled: null, preferredLanguage: null, termsId: null });
  });

  it('sends nothing while a step is incomplete, and names the first one', async () => {
    const setup = setUp();
    const config = await loaded(setup);
    expect(await setup.submit.execute({ config, draft: draft({ passwordConfirmation: 'other' }), locale: 'en-CA' })).toEqual({
      outcome: 'incomplete',
      step: 'password',
    });
    expect(setup.gateway.callsTo('register')).toBe(0);
  });

  it('names a taken username, a cardholder no longer verified, and the API’s field errors with their step', async () => {
    const setup = setUp();
    const config = await loaded(setup);
    const taken = draft({ values: { ...draft().values, 4: 'business' } });
    expect(await setup.submit.execute({ config, draft: taken, locale: 'en-CA' })).toEqual({ outcome: 'username-taken' });
    await setup.submit.execute({ config, draft: draft(), locale: 'en-CA' });
    expect(
      await setup.submit.execute({ config, draft: draft({ values: { ...draft().values, 4: 'nadia.two' } }), locale: 'en-CA' }),
    ).toEqual({
      outcome: 'not-verified',
    });
    setup.gateway.register = async () => ({
      ok: false,
      reason: 'invalid',
      detail: '400',
      fieldErrors: [{ field: 'registration_fields.email', message: 'Please enter a valid email address' }],
    });
    expect(await setup.submit.execute({ config, draft: draft(), locale: 'en-CA' })).toEqual({
      outcome: 'refused',
      step: 'details',
      fieldErrors: { email: 'Please enter a valid email address' },
    });
  });

  it('shows the registration error notice on any other failure (spec §8)', async () => {
    const setup = setUp();
    const config = await loaded(setup);
    setup.gateway.failure = { reason: 'unavailable' };
    expect(await setup.submit.execute({ config, draft: draft(), locale: 'en-CA' })).toEqual({ outcome: 'failed' });
    expect(setup.shown()).toMatchObject([
      { kind: 'danger', title: { key: 'registration.notice.failedTitle' }, description: { key: 'registration.notice.failed' } },
    ]);
  });
});

describe('ResendConfirmation and EmailConfirmationStore (spec §4: email verification, then sign in)', () => {
  it('sends the link of the registration just submitted again, and says so', async () => {
    const setup = setUp();
    expect(await setup.resend.execute({ locale: 'en-CA' })).toEqual({ outcome: 'nothing-to-resend' });
    const config = await loaded(setup);
    await setup.submit.execute({ config, draft: draft(), locale: 'en-CA' });
    expect(await setup.resend.execute({ locale: 'en-CA' })).toEqual({ outcome: 'sent' });
    expect(setup.gateway.sentLinks).toHaveLength(2);
    expect(setup.shown()).toMatchObject([
      { kind: 'success', description: { key: 'registration.notice.resent', params: { email: 'nadia@example.com' } } },
    ]);
    setup.gateway.failure = { reason: 'unavailable' };
    expect(await setup.resend.execute({ locale: 'en-CA' })).toEqual({ outcome: 'failed' });
    expect(setup.errors.reports).toHaveLength(1);
  });

  it('sends it again for card details typed again, checked by their regexes first, without telling whether a registration waits', async () => {
    const setup = setUp();
    const config = await loaded(setup);
    await setup.submit.execute({ config, draft: draft(), locale: 'en-CA' });
    const fresh = setUp();
    fresh.gateway.cardholders.splice(0, fresh.gateway.cardholders.length, ...setup.gateway.cardholders);
    expect(await fresh.resend.execute({ locale: 'en-CA', answers: { config, values: { 1: '12' } } })).toEqual({
      outcome: 'invalid',
      problems: new Map([
        [1, { kind: 'pattern', message: 'Enter the 16 digits of your card number.' }],
        [2, { kind: 'required' }],
        [3, { kind: 'required' }],
      ]),
    });
    expect(await fresh.resend.execute({ locale: 'en-CA', answers: { config, values: draft().values } })).toEqual({ outcome: 'sent' });
    expect(fresh.gateway.sentLinks).toHaveLength(1);
    expect(fresh.shown()).toMatchObject([{ kind: 'success', description: { key: 'registration.notice.resentIfWaiting' } }]);
  });

  it('confirms the email with the link’s token; the same link again says it is already confirmed', async () => {
    const setup = setUp('fr-CA');
    const config = await loaded(setup);
    await setup.submit.execute({ config, draft: draft(), locale: 'fr-CA' });
    const token = setup.gateway.sentLinks[0]!.token;
    const close = setup.confirmations.show(token);
    expect(setup.confirmations.snapshot).toEqual({ status: 'confirming', token });
    await settle();
    expect(setup.confirmations.snapshot).toEqual({ status: 'confirmed', token });
    expect(setup.gateway.calls.at(-1)).toMatchObject({ method: 'confirmEmail', locale: 'fr-CA' });
    close();
    setup.confirmations.show(token);
    await settle();
    expect(setup.confirmations.snapshot).toEqual({ status: 'already-confirmed', token });
  });

  it('the link of an email change confirms the new address once; followed again it is invalid', async () => {
    const setup = setUp();
    setup.gateway.emailChangeLinks.add('change-token');
    const close = setup.confirmations.show('change-token');
    await settle();
    expect(setup.confirmations.snapshot).toEqual({ status: 'email-changed', token: 'change-token' });
    close();
    setup.confirmations.show('change-token');
    await settle();
    expect(setup.confirmations.snapshot).toEqual({ status: 'invalid', token: 'change-token' });
  });

  it('says an unknown link is invalid without reporting it, and reports a failure', async () => {
    const setup = setUp();
    setup.confirmations.show('unknown');
    await settle();
    expect(setup.confirmations.snapshot).toEqual({ status: 'invalid', token: 'unknown' });
    expect(setup.errors.reports).toEqual([]);
    setup.gateway.failure = { reason: 'unavailable' };
    setup.confirmations.retry();
    await settle();
    expect(setup.confirmations.snapshot).toEqual({ status: 'failed', token: 'unknown' });
    expect(setup.errors.reports).toHaveLength(1);
  });
});
