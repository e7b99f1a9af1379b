import { describe, expect, it } from 'vitest';
import { COMPLETE_REGISTRATION_DRAFT, aRegistrationConfig, aRegistrationField } from '../../tests/fakes/registration-fixtures.ts';
import { firstIncompleteStep, registrationStepProblems } from './registration-draft.ts';

const config = aRegistrationConfig({
  registrationFields: [aRegistrationField(2, 'user_account', '[a-z.]{6,30}'), aRegistrationField(3, 'phone', '[0-9]{10}', false)],
});
const complete = COMPLETE_REGISTRATION_DRAFT;

describe('registration draft (spec §4, §5)', () => {
  it('lets every step of a complete draft go on', () => {
    for (const step of ['verification', 'details', 'password', 'marketing', 'language', 'terms'] as const) {
      expect(registrationStepProblems(config, step, complete), step).toEqual([]);
    }
    expect(firstIncompleteStep(config, complete)).toBeNull();
  });

  it('holds the verification and details steps on their own fields’ problems, by field id', () => {
    const draft = { ...complete, values: { 1: '1234', 2: 'nadia.haddad', 3: 'abc' } };
    expect(registrationStepProblems(config, 'verification', draft)).toEqual([
      { target: 'field', fieldId: 1, problem: { kind: 'pattern', message: 'Bad card_number' } },
    ]);
    expect(registrationStepProblems(config, 'details', draft)).toEqual([
      { target: 'field', fieldId: 3, problem: { kind: 'pattern', message: 'Bad phone' } },
    ]);
    expect(registrationStepProblems(config, 'details', { ...complete, values: { 1: '4512345678007001' } })).toEqual([
      { target: 'field', fieldId: 2, problem: { kind: 'required' } },
    ]);
  });

  it('holds the password step on the rule and on a confirmation that differs', () => {
    expect(
      registrationStepProblems(config, 'password', { ...complete, password: 'maple#leaf2026', passwordConfirmation: 'maple#leaf2026' }),
    ).toEqual([{ target: 'password', problems: [{ key: 'passwordRule.uppercase' }] }]);
    expect(registrationStepProblems(config, 'password', { ...complete, passwordConfirmation: 'Maple#Leaf2027' })).toEqual([
      { target: 'passwordConfirmation', problem: { key: 'passwordRule.mismatch' } },
    ]);
  });

  it('holds the terms step until the terms are accepted', () => {
    expect(registrationStepProblems(config, 'terms', { ...complete, termsAccepted: false })).toEqual([{ target: 'terms' }]);
  });

  it('finds the first step still incomplete, in the order of the steps', () => {
    expect(firstIncompleteStep(config, { ...complete, termsAccepted: false, password: '' })).toBe('password');
    expect(firstIncompleteStep(config, { ...complete, termsAccepted: false })).toBe('terms');
    expect(firstIncompleteStep(config, { ...complete, values: {} })).toBe('verification');
    // A step the programme does not run is not held: without terms, unaccepted terms do not matter.
    expect(firstIncompleteStep({ ...config, hasTerms: false }, { ...complete, termsAccepted: false })).toBeNull();
  });
});
