import type { Locale } from '../locale/locale.ts';
import type { RegistrationConfig, RegistrationField } from './registration-config.ts';
import { registrationStepProblems, type DraftProblem, type RegistrationDraft } from './registration-draft.ts';
import type { FieldProblem } from './registration-field.ts';
import { nextRegistrationStep, previousRegistrationStep, registrationSteps, type RegistrationStep } from './registration-steps.ts';

/** What the member is told above the step (the API's refusals that are not a field's). */
export type RegistrationAlert = 'notVerified' | 'tooManyAttempts' | 'usernameTaken' | 'fixFields';

export interface RegistrationWizardState {
  readonly step: RegistrationStep;
  readonly draft: RegistrationDraft;
  readonly problems: readonly DraftProblem[];
  /** The API's messages by field name (user_account, password, terms_id...). */
  readonly serverErrors: Readonly<Record<string, string>>;
  readonly alert: RegistrationAlert | null;
  readonly busy: boolean;
  /** Counts the moves to a step, so the screen focuses the step's heading after a move (not on the first render). */
  readonly moves: number;
}

/** The wizard as it opens: its first step (password when the programme asks nothing else), an empty draft in the page's language. */
export function initialRegistrationWizard(config: RegistrationConfig, locale: Locale): RegistrationWizardState {
  return {
    // Password is always a step, so there is a first one.
    step: registrationSteps(config)[0]!,
    draft: { values: {}, password: '', passwordConfirmation: '', marketing: false, language: locale, termsAccepted: false },
    problems: [],
    serverErrors: {},
    alert: null,
    busy: false,
    moves: 0,
  };
}

/**
 * What "next" does on the step shown: name the step's problems, check the
 * cardholder with the API (the verification step), go to the next step, or
 * submit the registration (on the last step).
 */
export type RegistrationNext =
  | { readonly kind: 'fix'; readonly problems: readonly DraftProblem[] }
  | { readonly kind: 'verify' }
  | { readonly kind: 'go'; readonly step: RegistrationStep }
  | { readonly kind: 'submit' };

export function registrationNext(config: RegistrationConfig, state: Pick<RegistrationWizardState, 'step' | 'draft'>): RegistrationNext {
  const problems = registrationStepProblems(config, state.step, state.draft);
  if (problems.length > 0) return { kind: 'fix', problems };
  if (state.step === 'verification') return { kind: 'verify' };
  const next = nextRegistrationStep(registrationSteps(config), state.step);
  return next === 'submit' ? { kind: 'submit' } : { kind: 'go', step: next };
}

/** What the cardholder check answered (the VerifyCardholder use case's outcome). */
export type VerificationAnswer =
  | { readonly outcome: 'verified' | 'not-verified' | 'too-many-attempts' | 'failed' }
  | { readonly outcome: 'invalid'; readonly problems: readonly DraftProblem[] }
  | { readonly outcome: 'refused'; readonly fieldErrors: Readonly<Record<string, string>> };

/** What submitting the registration answered (the SubmitRegistration use case's outcome). */
export type SubmissionAnswer =
  | { readonly outcome: 'registered' }
  | { readonly outcome: 'incomplete'; readonly step: RegistrationStep }
  | { readonly outcome: 'refused'; readonly step: RegistrationStep | null; readonly fieldErrors: Readonly<Record<string, string>> }
  | { readonly outcome: 'not-verified' | 'username-taken' | 'too-many-attempts' | 'failed' };

export type RegistrationWizardEvent =
  | { readonly type: 'update'; readonly change: Partial<RegistrationDraft> }
  | { readonly type: 'next'; readonly config: RegistrationConfig }
  | { readonly type: 'previous'; readonly config: RegistrationConfig }
  | { readonly type: 'verified'; readonly config: RegistrationConfig; readonly answer: VerificationAnswer }
  /** `usernameTaken` is the message shown on the username field when the API says it is taken. */
  | { readonly type: 'submitted'; readonly config: RegistrationConfig; readonly answer: SubmissionAnswer; readonly usernameTaken: string }
  | { readonly type: 'idle' };

function goTo(state: RegistrationWizardState, step: RegistrationStep): RegistrationWizardState {
  return { ...state, step, moves: state.moves + 1 };
}

function cleared(state: RegistrationWizardState): RegistrationWizardState {
  return { ...state, problems: [], serverErrors: {}, alert: null };
}

function afterVerification(state: RegistrationWizardState, config: RegistrationConfig, answer: VerificationAnswer): RegistrationWizardState {
  switch (answer.outcome) {
    case 'verified':
      return goTo(state, nextRegistrationStep(registrationSteps(config), state.step) as RegistrationStep);
    case 'not-verified':
      return { ...state, alert: 'notVerified' };
    case 'too-many-attempts':
      return { ...state, alert: 'tooManyAttempts' };
    case 'refused':
      return { ...state, serverErrors: answer.fieldErrors };
    case 'invalid':
      return { ...state, problems: answer.problems };
    default:
      return state;
  }
}

function afterSubmission(state: RegistrationWizardState, config: RegistrationConfig, answer: SubmissionAnswer, usernameTaken: string): RegistrationWizardState {
  switch (answer.outcome) {
    case 'incomplete':
      return { ...goTo(state, answer.step), problems: registrationStepProblems(config, answer.step, state.draft) };
    case 'refused': {
      const moved = answer.step ? goTo(state, answer.step) : state;
      return { ...moved, serverErrors: answer.fieldErrors, alert: 'fixFields' };
    }
    case 'not-verified':
      return { ...goTo(state, registrationSteps(config)[0]!), alert: 'notVerified' };
    case 'username-taken':
      return { ...goTo(state, 'details'), serverErrors: { user_account: usernameTaken }, alert: 'usernameTaken' };
    case 'too-many-attempts':
      return { ...state, alert: 'tooManyAttempts' };
    default:
      // Registered: the confirmation page follows. Failed: the registration error notice is already showing (spec §8).
      return state;
  }
}

/**
 * The registration steps of spec §4 as a state machine. "Next" and
 * "previous" clear the messages first; "next" names the step's problems or
 * moves on (busy while the API is asked); each answer of the API moves to
 * the step that can fix it with its message.
 */
export function registrationWizard(state: RegistrationWizardState, event: RegistrationWizardEvent): RegistrationWizardState {
  switch (event.type) {
    case 'update':
      return { ...state, draft: { ...state.draft, ...event.change } };
    case 'next': {
      const next = registrationNext(event.config, state);
      const clean = cleared(state);
      if (next.kind === 'fix') return { ...clean, problems: next.problems, alert: 'fixFields' };
      if (next.kind === 'go') return goTo(clean, next.step);
      return { ...clean, busy: true };
    }
    case 'previous': {
      const previous = previousRegistrationStep(registrationSteps(event.config), state.step);
      return previous ? goTo(cleared(state), previous) : cleared(state);
    }
    case 'verified':
      return afterVerification(state, event.config, event.answer);
    case 'submitted':
      return afterSubmission(state, event.config, event.answer, event.usernameTaken);
    case 'idle':
      return { ...state, busy: false };
  }
}

/** The problem the domain found with `field`, else the API's message for it, else none. */
export function registrationFieldError(
  state: Pick<RegistrationWizardState, 'problems' | 'serverErrors'>,
  field: Pick<RegistrationField, 'id' | 'name'>,
): { readonly problem: FieldProblem } | { readonly message: string } | null {
  // Stryker disable next-line ConditionalExpression: only a field's problem has a fieldId, so the target check narrows the type and nothing else.
  const problem = state.problems.find((candidate) => candidate.target === 'field' && candidate.fieldId === field.id);
  if (problem?.target === 'field') return { problem: problem.problem };
  const message = state.serverErrors[field.name];
  return message === undefined ? null : { message };
}

/** Where the step shown stands: its position (from 0), how many steps there are, and whether "next" submits. */
export function registrationProgress(config: RegistrationConfig, step: RegistrationStep) {
  const steps = registrationSteps(config);
  return { steps, index: steps.indexOf(step), isLast: nextRegistrationStep(steps, step) === 'submit' };
}
