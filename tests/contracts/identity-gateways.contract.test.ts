import { HttpPasswordRecoveryGateway } from '@infrastructure/http-password-recovery-gateway';
import { HttpRegistrationGateway } from '@infrastructure/http-registration-gateway';
import { createProgrammeApiClient } from '@infrastructure/openapi-client';
import { describe } from 'vitest';
import { FAKE_BUSINESS, FakePasswordRecoveryGateway } from '../fakes/fake-password-recovery-gateway';
import { FAKE_CARDHOLDER, FakeRegistrationGateway, OTHER_FAKE_CARDHOLDER } from '../fakes/fake-registration-gateway';
import { passwordRecoveryGatewayContract } from './password-recovery-gateway.contract';
import { registrationGatewayContract } from './registration-gateway.contract';
import { useRealProgrammeApi } from './support/real-programme-api';
import { linkToken, mailCount, waitForMail } from './support/sandbox-mailbox';

describe('RegistrationGateway contract: the fake used by use-case tests', () => {
  registrationGatewayContract(async () => {
    const gateway = new FakeRegistrationGateway();
    return {
      gateway,
      takeCardholder: () => FAKE_CARDHOLDER,
      unregisteredCardholder: OTHER_FAKE_CARDHOLDER,
      takenUsername: 'business',
      confirmationToken: async (email, count = 1) => {
        const sent = gateway.sentLinks.filter((link) => link.email === email);
        if (sent.length < count) throw new Error(`${sent.length} links went to ${email}`);
        return sent.at(-1)!.token;
      },
    };
  });
});

describe('PasswordRecoveryGateway contract: the fake used by use-case tests', () => {
  passwordRecoveryGatewayContract(async () => {
    const gateway = new FakePasswordRecoveryGateway();
    return {
      gateway,
      business: FAKE_BUSINESS,
      personalUsername: 'elite',
      resetLink: async (username) => {
        const before = gateway.sentLinks.length;
        await gateway.requestReset(username, 'en-CA');
        return gateway.sentLinks.length > before ? gateway.linkOf(username) : null;
      },
    };
  });
});

describe('Identity gateways against the real programme API (links read from the sandbox mailbox)', () => {
  const server = useRealProgrammeApi();
  const client = () => createProgrammeApiClient({ baseUrl: `${server().url}/api/v1`, csrfToken: () => null });
  /** The demo's cardholders without online access (README), one per registering test. */
  const cardholders = [
    { card_number: '4512 3456 7800 7001', postal_code: 'M4C 1B5', date_of_birth: '1988-06-14' },
    { card_number: '4512 3456 7800 7002', postal_code: 'H2J 3K1', date_of_birth: '1979-11-02' },
  ];
  const neverRegistered = { card_number: '4512 3456 7800 7003', postal_code: 'V5K 0A1', date_of_birth: '1992-01-25' };
  let nextCardholder = 0;

  describe('RegistrationGateway contract: the openapi-fetch adapter', () => {
    registrationGatewayContract(async () => ({
      gateway: new HttpRegistrationGateway(client(), 'demo'),
      takeCardholder: () => {
        const cardholder = cardholders[nextCardholder];
        nextCardholder += 1;
        if (!cardholder) throw new Error('the demo has no more cardholders to register');
        return cardholder;
      },
      unregisteredCardholder: neverRegistered,
      takenUsername: 'business',
      confirmationToken: async (email, count = 1) => {
        const text = await waitForMail(server().url, { to: email, subject: /Confirm your email/, count });
        if (text === null) throw new Error(`no confirmation email to ${email}`);
        return linkToken(text, '/register/verify');
      },
    }));
  });

  describe('PasswordRecoveryGateway contract: the openapi-fetch adapter', () => {
    const emails: Record<string, string> = { northshore: 'mei.okafor@example.com', elite: 'alex.martin@example.com' };
    passwordRecoveryGatewayContract(async () => {
      const gateway = new HttpPasswordRecoveryGateway(client(), 'demo');
      return {
        gateway,
        business: { username: 'northshore', password: 'Rewards#2026', answers: { card_last_four: '3388', postal_code: 'V7M 2H4' } },
        personalUsername: 'elite',
        resetLink: async (username) => {
          const to = emails[username] ?? '';
          const subject = /^Reset your password$/;
          const before = await mailCount(server().url, to, subject);
          await gateway.requestReset(username, 'en-CA');
          const text = await waitForMail(server().url, { to, subject, count: before + 1, timeoutMs: 2_000 });
          return text === null ? null : linkToken(text, '/reset-password');
        },
      };
    });
  });
});
