import { describe, expect, it } from 'vitest';
import { pointsAtSandbox, settingsStillOnSandbox, type SandboxReplacements } from './sandbox-switch';
import { EXTERNAL_URL_KEYS, externalUrlVariable, type ExternalUrlKey } from '../content/external-urls';

const EVERY_OVERRIDE = Object.fromEntries(
  EXTERNAL_URL_KEYS.map((key) => [key, `https://bank.example/${key}`]),
) as Record<ExternalUrlKey, string>;

const REPLACED: SandboxReplacements = {
  externalUrlOverrides: EVERY_OVERRIDE,
  adminConsoleUrl: 'https://support.bank.example/console',
  travelPartnerUrl: 'https://travel.example/sso',
  vacationSiteUrl: 'https://vacations.example/{lang}',
  paymentProcessor: true,
  mailTransport: true,
  addressVerifier: true,
};

describe('what still points at the sandbox when it is switched off', () => {
  it('a path of the sandbox is one, other paths and sites are not', () => {
    for (const url of ['/sandbox', '/sandbox/', '/sandbox/admin', '/sandbox?lang=fr', '/sandbox#join', ' /Sandbox/enrol']) {
      expect(pointsAtSandbox(url), url).toBe(true);
    }
    for (const url of ['/sandboxes', '/customer-support', 'https://bank.example/sandbox/x', '', null, undefined]) {
      expect(pointsAtSandbox(url), String(url)).toBe(false);
    }
  });

  it('nothing, once every address and adapter is the bank’s own', () => {
    expect(settingsStillOnSandbox(REPLACED, [], [1])).toEqual([]);
  });

  it('names every default that is the sandbox’s: addresses, console, travel, vacations and the three adapters', () => {
    const none: SandboxReplacements = {
      externalUrlOverrides: {},
      adminConsoleUrl: '/sandbox/admin',
      travelPartnerUrl: null,
      vacationSiteUrl: undefined,
      paymentProcessor: false,
      mailTransport: false,
      addressVerifier: false,
    };
    // Help defaults to the store's own support page: nothing to set for it.
    const addresses = EXTERNAL_URL_KEYS.filter((key) => key !== 'help').map(externalUrlVariable);
    expect(settingsStillOnSandbox(none, [], [1])).toEqual([
      ...addresses,
      'ADMIN_CONSOLE_URL',
      'TRAVEL_PARTNER_URL',
      'VACATION_SITE_URL',
      'paymentProcessor',
      'mailTransport',
      'addressVerifier',
    ]);
  });

  it('a programme’s stored address on the sandbox needs its override; one stored elsewhere for every programme does not', () => {
    const withoutHome = { ...REPLACED, externalUrlOverrides: { ...EVERY_OVERRIDE, programme_home: '', help: '' } };
    const stored = [
      { programmeId: 1, key: 'programme_home', urlEn: 'https://bank.example/rewards', urlFr: '/sandbox/programme-home?lang=fr' },
      { programmeId: 1, key: 'help', urlEn: 'https://bank.example/help', urlFr: null },
    ];
    expect(settingsStillOnSandbox(withoutHome, stored, [1])).toEqual(['EXTERNAL_PROGRAMME_HOME_URL']);
    const storedWell = [{ ...stored[0]!, urlFr: 'https://bank.example/fr/rewards' }, stored[1]!];
    expect(settingsStillOnSandbox(withoutHome, storedWell, [1])).toEqual([]);
    // A second programme without a stored home falls back to the sandbox default.
    expect(settingsStillOnSandbox(withoutHome, storedWell, [1, 2])).toEqual(['EXTERNAL_PROGRAMME_HOME_URL']);
  });

  it('a console, travel partner or vacation site set to a sandbox path is still the sandbox', () => {
    const onSandbox = { ...REPLACED, adminConsoleUrl: '/sandbox/admin', travelPartnerUrl: '/sandbox/travel-partner/authenticate', vacationSiteUrl: '/sandbox/vacations/{lang}' };
    expect(settingsStillOnSandbox(onSandbox, [], [1])).toEqual(['ADMIN_CONSOLE_URL', 'TRAVEL_PARTNER_URL', 'VACATION_SITE_URL']);
  });
});
