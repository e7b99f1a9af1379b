import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aRegistrationConfig, aRegistrationField } from '../../tests/fakes/registration-fixtures.ts';
import {
  REGISTRATION_STEPS,
  nextRegistrationStep,
  previousRegistrationStep,
  registrationSteps,
  type RegistrationStep,
} from './registration-steps.ts';

const field = aRegistrationField(1, 'card_number', '[0-9]{16}');
const config = aRegistrationConfig;

describe('registration steps (spec §4)', () => {
  it('runs verification, details, then password, marketing, language and terms when all are enabled', () => {
    expect(REGISTRATION_STEPS).toEqual(['verification', 'details', 'password', 'marketing', 'language', 'terms']);
    expect(registrationSteps(config())).toEqual(['verification', 'details', 'password', 'marketing', 'language', 'terms']);
  });

  it('leaves out each optional step the programme does not enable', () => {
    expect(registrationSteps(config({ hasVerification: false }))).toEqual(['details', 'password', 'marketing', 'language', 'terms']);
    expect(registrationSteps(config({ hasMarketingPreference: false }))).toEqual([
      'verification',
      'details',
      'password',
      'language',
      'terms',
    ]);
    expect(registrationSteps(config({ hasPreferredLanguage: false }))).toEqual([
      'verification',
      'details',
      'password',
      'marketing',
      'terms',
    ]);
    expect(registrationSteps(config({ hasTerms: false }))).toEqual(['verification', 'details', 'password', 'marketing', 'language']);
  });

  it('leaves out a step with nothing to ask: no verification fields, no registration fields, no terms', () => {
    expect(registrationSteps(config({ verificationFields: [] }))).not.toContain('verification');
    expect(registrationSteps(config({ registrationFields: [] }))).not.toContain('details');
    expect(registrationSteps(config({ terms: null }))).not.toContain('terms');
  });

  it('always asks for a password, in order, whatever is enabled (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (v, m, l, t, d) => {
        const steps = registrationSteps(
          config({
            hasVerification: v,
            hasMarketingPreference: m,
            hasPreferredLanguage: l,
            hasTerms: t,
            registrationFields: d ? [field] : [],
          }),
        );
        expect(steps).toContain('password');
        expect(steps).toEqual(REGISTRATION_STEPS.filter((step) => steps.includes(step)));
        expect(steps.length).toBe(1 + [v, m, l, t, d].filter(Boolean).length);
      }),
    );
  });

  it('goes forward one step at a time and submits on the last', () => {
    const steps: RegistrationStep[] = ['verification', 'details', 'password', 'terms'];
    expect(nextRegistrationStep(steps, 'verification')).toBe('details');
    expect(nextRegistrationStep(steps, 'password')).toBe('terms');
    expect(nextRegistrationStep(steps, 'terms')).toBe('submit');
  });

  it('goes back one step, and nowhere from the first', () => {
    const steps: RegistrationStep[] = ['details', 'password', 'language'];
    expect(previousRegistrationStep(steps, 'language')).toBe('password');
    expect(previousRegistrationStep(steps, 'password')).toBe('details');
    expect(previousRegistrationStep(steps, 'details')).toBeNull();
  });

  it('starts from the first step when asked about a step it does not run', () => {
    expect(nextRegistrationStep(['details', 'password'], 'verification')).toBe('details');
    expect(nextRegistrationStep([], 'verification')).toBe('submit');
    expect(previousRegistrationStep(['details', 'password'], 'terms')).toBeNull();
  });
});
