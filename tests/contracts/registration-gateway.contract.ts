import type { RegistrationGateway, RegistrationInfo } from '@application/ports/registration-gateway';
import type { FieldValue, RegistrationConfig, RegistrationField } from '@rewards-storefront/domain/registration/registration-config';
import { expect, it } from 'vitest';

/** One RegistrationGateway under test, over a programme configured like the demo's. */
export interface RegistrationContractSetup {
  readonly gateway: RegistrationGateway;
  /** The verification answers of a cardholder who has not registered yet (by field name); each call gives another. */
  takeCardholder(): Record<string, string>;
  /** A cardholder who may register and whom the suite never registers. */
  readonly unregisteredCardholder: Record<string, string>;
  /** A user name someone already has. */
  readonly takenUsername: string;
  /** The token of the newest confirmation link sent to `email`, once `count` links went there. */
  confirmationToken(email: string, count?: number): Promise<string>;
}

function byName(fields: readonly RegistrationField[], values: Record<string, string>): FieldValue[] {
  return Object.entries(values).map(([name, value]) => {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`no field ${name}`);
    return { id: field.id, value };
  });
}

function info(config: RegistrationConfig, cardholder: Record<string, string>, details: Record<string, string>): RegistrationInfo {
  return {
    verification: byName(config.verificationFields, cardholder),
    fields: byName(config.registrationFields, details),
    password: 'Maple#Leaf2026',
    hasMarketingEnabled: false,
    preferredLanguage: 'en-CA',
    termsId: config.terms?.id ?? null,
    locale: 'en-CA',
  };
}

/** What every RegistrationGateway must do (spec §3 registration configuration, §4 steps, §5 fields, §7, §8). */
export function registrationGatewayContract(makeSetup: () => Promise<RegistrationContractSetup>): void {
  async function configOf(setup: RegistrationContractSetup): Promise<RegistrationConfig> {
    const result = await setup.gateway.getConfiguration('en-CA');
    if (!result.ok) throw new Error(`the configuration failed: ${result.detail}`);
    return result.config;
  }

  it('gives the configuration: verification and registration fields with their regexes and messages, terms', async () => {
    const setup = await makeSetup();
    const config = await configOf(setup);
    expect(config).toMatchObject({ hasVerification: true, hasMarketingPreference: true, hasPreferredLanguage: true, hasTerms: true });
    expect(config.verificationFields.map((field) => field.name)).toEqual(['card_number', 'postal_code', 'date_of_birth']);
    expect(config.registrationFields.find((field) => field.name === 'user_account')).toMatchObject({
      label: 'Username',
      regex: '[A-Za-z0-9._-]{6,30}',
      required: true,
    });
    expect(config.terms).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
  });

  it('verifies a cardholder’s answers, refuses wrong ones as not verified and badly written ones field by field', async () => {
    const setup = await makeSetup();
    const config = await configOf(setup);
    const cardholder = setup.unregisteredCardholder;
    expect(await setup.gateway.verifyCardholder(config.id, byName(config.verificationFields, cardholder), 'en-CA')).toEqual({ ok: true });
    expect(
      await setup.gateway.verifyCardholder(
        config.id,
        byName(config.verificationFields, { ...cardholder, date_of_birth: '1970-01-01' }),
        'en-CA',
      ),
    ).toMatchObject({ ok: false, reason: 'not-verified' });
    expect(
      await setup.gateway.verifyCardholder(config.id, byName(config.verificationFields, { ...cardholder, card_number: '12' }), 'en-CA'),
    ).toMatchObject({
      ok: false,
      reason: 'invalid',
      fieldErrors: [{ field: 'registration_verification.card_number', message: 'Enter the 16 digits of your card number.' }],
    });
  });

  it('pauses a card after five wrong verifications', async () => {
    const setup = await makeSetup();
    const config = await configOf(setup);
    const stranger = { card_number: '4512 0000 0000 0042', postal_code: 'A1A 1A1', date_of_birth: '1980-01-01' };
    for (let attempt = 0; attempt < 5; attempt += 1)
      await setup.gateway.verifyCardholder(config.id, byName(config.verificationFields, stranger), 'en-CA');
    expect(await setup.gateway.verifyCardholder(config.id, byName(config.verificationFields, stranger), 'en-CA')).toMatchObject({
      ok: false,
      reason: 'too-many-attempts',
    });
  });

  it('registers a cardholder once, refuses a taken user name, and confirms the email with the emailed link', async () => {
    const setup = await makeSetup();
    const config = await configOf(setup);
    const cardholder = setup.takeCardholder();
    const email = `contract.${Date.now()}@example.com`;
    expect(await setup.gateway.register(config.id, info(config, cardholder, { user_account: setup.takenUsername, email }))).toMatchObject({
      ok: false,
      reason: 'username-taken',
    });
    expect(await setup.gateway.register(config.id, info(config, cardholder, { user_account: `member.${Date.now()}`, email }))).toEqual({
      ok: true,
      email,
    });
    expect(await setup.gateway.register(config.id, info(config, cardholder, { user_account: `other.${Date.now()}`, email }))).toMatchObject(
      {
        ok: false,
        reason: 'not-verified',
      },
    );
    const token = await setup.confirmationToken(email);
    expect(await setup.gateway.confirmEmail(token, 'en-CA')).toEqual({ ok: true, alreadyConfirmed: false, emailChanged: false });
    expect(await setup.gateway.confirmEmail(token, 'en-CA')).toEqual({ ok: true, alreadyConfirmed: true, emailChanged: false });
  });

  it('refuses a registration that breaks the configured regexes or the password rule, naming the fields', async () => {
    const setup = await makeSetup();
    const config = await configOf(setup);
    const result = await setup.gateway.register(config.id, {
      ...info(config, setup.unregisteredCardholder, { user_account: 'ab', email: 'not-an-email' }),
      password: 'short',
    });
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    if (result.ok || result.reason !== 'invalid') return;
    expect(result.fieldErrors.map((error) => error.field)).toEqual(
      expect.arrayContaining(['registration_fields.user_account', 'registration_fields.email', 'password']),
    );
  });

  it('sends the link again on request: only the newest one works; an unknown link is invalid', async () => {
    const setup = await makeSetup();
    const config = await configOf(setup);
    const cardholder = setup.takeCardholder();
    const email = `again.${Date.now()}@example.com`;
    expect(await setup.gateway.register(config.id, info(config, cardholder, { user_account: `again.${Date.now()}`, email }))).toMatchObject(
      { ok: true },
    );
    const first = await setup.confirmationToken(email);
    expect(await setup.gateway.resendConfirmation(config.id, byName(config.verificationFields, cardholder), 'en-CA')).toEqual({ ok: true });
    const second = await setup.confirmationToken(email, 2);
    expect(second).not.toBe(first);
    expect(await setup.gateway.confirmEmail(first, 'en-CA')).toMatchObject({ ok: false, reason: 'token-invalid' });
    expect(await setup.gateway.confirmEmail(second, 'en-CA')).toEqual({ ok: true, alreadyConfirmed: false, emailChanged: false });
    expect(await setup.gateway.confirmEmail('A'.repeat(43), 'en-CA')).toMatchObject({ ok: false, reason: 'token-invalid' });
    expect(
      await setup.gateway.resendConfirmation(
        config.id,
        byName(config.verificationFields, { ...cardholder, date_of_birth: '1970-01-01' }),
        'en-CA',
      ),
    ).toEqual({
      ok: true,
    });
  });
}
