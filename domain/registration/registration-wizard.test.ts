import { describe, expect, it } from 'vitest';
import { COMPLETE_REGISTRATION_DRAFT, aRegistrationConfig } from '../../tests/fakes/registration-fixtures.ts';
import type { RegistrationConfig } from './registration-config.ts';
import type { RegistrationDraft } from './registration-draft.ts';
import {
  initialRegistrationWizard,
  registrationFieldError,
  registrationNext,
  registrationProgress,
  registrationWizard,
  type RegistrationWizardState,
} from './registration-wizard.ts';

const config = aRegistrationConfig({ hasPreferredLanguage: false });
const passwordOnly: RegistrationConfig = { ...config, hasVerification: false, hasMarketingPreference: false, hasTerms: false, registrationFields: [] };

const complete = COMPLETE_REGISTRATION_DRAFT;

const start = initialRegistrationWizard(config, 'fr-CA');
const at = (step: RegistrationWizardState['step'], draft: RegistrationDraft = complete): RegistrationWizardState => ({ ...start, step, draft });
const withMessages = (state: RegistrationWizardState): RegistrationWizardState => ({
  ...state,
  problems: [{ target: 'terms' }],
  serverErrors: { password: 'no' },
  alert: 'notVerified',
});

describe('initialRegistrationWizard', () => {
  it("opens on the first configured step with an empty draft in the page's language", () => {
    expect(start).toEqual({
      step: 'verification',
      draft: { values: {}, password: '', passwordConfirmation: '', marketing: false, language: 'fr-CA', termsAccepted: false },
      problems: [],
      serverErrors: {},
      alert: null,
      busy: false,
      moves: 0,
    });
    expect(initialRegistrationWizard(passwordOnly, 'en-CA').step).toBe('password');
  });
});

describe('registrationNext: what "next" does', () => {
  it("names the step's problems first", () => {
    expect(registrationNext(config, at('verification', { ...complete, values: {} }))).toEqual({
      kind: 'fix',
      problems: [{ target: 'field', fieldId: 1, problem: { kind: 'required' } }],
    });
  });

  it('checks the cardholder on the verification step, moves on from the others and submits on the last', () => {
    expect(registrationNext(config, at('verification'))).toEqual({ kind: 'verify' });
    expect(registrationNext(config, at('details'))).toEqual({ kind: 'go', step: 'password' });
    expect(registrationNext(config, at('marketing'))).toEqual({ kind: 'go', step: 'terms' });
    expect(registrationNext(config, at('terms'))).toEqual({ kind: 'submit' });
  });
});

describe('registrationWizard: the registration steps as a state machine', () => {
  it('keeps what is typed', () => {
    const typed = registrationWizard(start, { type: 'update', change: { password: 'x', marketing: true } });
    expect(typed.draft).toEqual({ ...start.draft, password: 'x', marketing: true });
    expect(typed.moves).toBe(0);
  });

  it('on "next" clears the messages and names the problems with the fix-fields alert', () => {
    const next = registrationWizard(withMessages(at('terms', { ...complete, termsAccepted: false })), { type: 'next', config });
    expect(next).toMatchObject({ step: 'terms', problems: [{ target: 'terms' }], serverErrors: {}, alert: 'fixFields', busy: false, moves: 0 });
  });

  it('on "next" moves to the following step with no message, or is busy while the API is asked', () => {
    expect(registrationWizard(withMessages(at('details')), { type: 'next', config })).toMatchObject({
      step: 'password',
      problems: [],
      serverErrors: {},
      alert: null,
      busy: false,
      moves: 1,
    });
    expect(registrationWizard(withMessages(at('verification')), { type: 'next', config })).toMatchObject({ step: 'verification', alert: null, busy: true, moves: 0 });
    expect(registrationWizard(at('terms'), { type: 'next', config })).toMatchObject({ step: 'terms', busy: true });
  });

  it('on "previous" clears the messages and goes back one step, or stays on the first', () => {
    expect(registrationWizard(withMessages(at('password')), { type: 'previous', config })).toMatchObject({ step: 'details', alert: null, problems: [], moves: 1 });
    expect(registrationWizard(withMessages(at('verification')), { type: 'previous', config })).toMatchObject({ step: 'verification', alert: null, moves: 0 });
  });

  it('is no longer busy once idle', () => {
    expect(registrationWizard({ ...start, busy: true }, { type: 'idle' }).busy).toBe(false);
  });
});

describe("registrationWizard: the cardholder check's answers", () => {
  const verifying = { ...at('verification'), busy: true };
  const verified = (answer: Parameters<typeof registrationWizard>[1] & { type: 'verified' }) => registrationWizard(verifying, answer);

  it('moves to the step after verification when the cardholder is verified', () => {
    expect(verified({ type: 'verified', config, answer: { outcome: 'verified' } })).toMatchObject({ step: 'details', moves: 1 });
  });

  it('stays with the alert, the API field messages or the problems otherwise', () => {
    expect(verified({ type: 'verified', config, answer: { outcome: 'not-verified' } })).toMatchObject({ step: 'verification', alert: 'notVerified', moves: 0 });
    expect(verified({ type: 'verified', config, answer: { outcome: 'too-many-attempts' } }).alert).toBe('tooManyAttempts');
    expect(verified({ type: 'verified', config, answer: { outcome: 'refused', fieldErrors: { card_number: 'No' } } }).serverErrors).toEqual({ card_number: 'No' });
    const problems = [{ target: 'field' as const, fieldId: 1, problem: { kind: 'required' as const } }];
    expect(verified({ type: 'verified', config, answer: { outcome: 'invalid', problems } }).problems).toEqual(problems);
    expect(verified({ type: 'verified', config, answer: { outcome: 'failed' } })).toBe(verifying);
  });
});

describe("registrationWizard: the submission's answers", () => {
  const submitting = { ...at('terms', { ...complete, password: 'short', passwordConfirmation: 'short' }), busy: true };
  const submitted = (answer: Parameters<typeof registrationWizard>[1] & { type: 'submitted' }) => registrationWizard(submitting, answer);
  const common = { type: 'submitted' as const, config, usernameTaken: 'Taken' };

  it("goes to an incomplete step with that step's problems", () => {
    const state = submitted({ ...common, answer: { outcome: 'incomplete', step: 'password' } });
    expect(state).toMatchObject({ step: 'password', moves: 1 });
    expect(state.problems.map((problem) => problem.target)).toEqual(['password']);
  });

  it('goes to a refused step, if one is named, with the API messages and the fix-fields alert', () => {
    expect(submitted({ ...common, answer: { outcome: 'refused', step: 'details', fieldErrors: { user_account: 'Bad' } } })).toMatchObject({
      step: 'details',
      serverErrors: { user_account: 'Bad' },
      alert: 'fixFields',
      moves: 1,
    });
    expect(submitted({ ...common, answer: { outcome: 'refused', step: null, fieldErrors: {} } })).toMatchObject({ step: 'terms', alert: 'fixFields', moves: 0 });
  });

  it('goes back to the first step when the cardholder is no longer verified', () => {
    expect(submitted({ ...common, answer: { outcome: 'not-verified' } })).toMatchObject({ step: 'verification', alert: 'notVerified', moves: 1 });
    const noVerification = registrationWizard({ ...submitting }, { ...common, config: passwordOnly, answer: { outcome: 'not-verified' } });
    expect(noVerification.step).toBe('password');
  });

  it('goes to the details with the message on the username when it is taken', () => {
    expect(submitted({ ...common, answer: { outcome: 'username-taken' } })).toMatchObject({
      step: 'details',
      serverErrors: { user_account: 'Taken' },
      alert: 'usernameTaken',
      moves: 1,
    });
  });

  it('stays with the alert when there were too many attempts, and unchanged when registered or failed', () => {
    expect(submitted({ ...common, answer: { outcome: 'too-many-attempts' } })).toMatchObject({ step: 'terms', alert: 'tooManyAttempts', moves: 0 });
    expect(submitted({ ...common, answer: { outcome: 'registered' } })).toBe(submitting);
    expect(submitted({ ...common, answer: { outcome: 'failed' } })).toBe(submitting);
  });
});

describe('registrationFieldError', () => {
  const cardNumber = { id: 1, name: 'card_number' };

  it("names the domain's problem of the field before the API's message", () => {
    const problem = { kind: 'required' as const };
    expect(registrationFieldError({ problems: [{ target: 'field', fieldId: 1, problem }], serverErrors: { card_number: 'No' } }, cardNumber)).toEqual({ problem });
    expect(registrationFieldError({ problems: [{ target: 'field', fieldId: 2, problem }], serverErrors: { card_number: 'No' } }, cardNumber)).toEqual({ message: 'No' });
    expect(registrationFieldError({ problems: [{ target: 'terms' }], serverErrors: {} }, cardNumber)).toBeNull();
  });
});

describe('registrationProgress', () => {
  it('gives the step position, the steps and whether next submits', () => {
    expect(registrationProgress(config, 'verification')).toEqual({ steps: ['verification', 'details', 'password', 'marketing', 'terms'], index: 0, isLast: false });
    expect(registrationProgress(config, 'terms')).toMatchObject({ index: 4, isLast: true });
    expect(registrationProgress(config, 'marketing')).toMatchObject({ index: 3, isLast: false });
  });
});
