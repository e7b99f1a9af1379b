import type { FieldProblem } from '../validation/field-problem.ts';
import type { PasswordProblem } from '../password/password-rule.ts';

/** A reset link's state as far as the screen cares: where it stands, for which token. */
export interface ResetLinkState {
  readonly status: string;
  readonly token?: string;
}

/**
 * The reset state that belongs to the link opened: none without a token,
 * while idle, or while the state is still another link's (the store moves
 * on only once it has checked the new one).
 */
export function currentResetState<S extends ResetLinkState>(token: string | null, state: S): S | null {
  return token && state.status !== 'idle' && state.token === token ? state : null;
}

/** What the reset page shows (spec §2, §8): a link that does not work, the check under way, or the link's own step. */
export type ResetScreen = 'invalid' | 'checking' | 'failed' | 'done' | 'questions' | 'new-password';

export function resetScreen(token: string | null, current: ResetLinkState | null): ResetScreen {
  if (!token || current?.status === 'invalid') return 'invalid';
  if (current === null || current.status === 'checking') return 'checking';
  // Stryker disable next-line ConditionalExpression: the one other status a checked link has is new-password, which shows itself.
  if (current.status === 'failed' || current.status === 'done' || current.status === 'questions') return current.status;
  return 'new-password';
}

/** The reset link's questions about the business card, as the member answers them. */
export interface ResetQuestionsState {
  readonly answers: Readonly<Record<number, string>>;
  readonly problems: ReadonlyMap<number, FieldProblem>;
  readonly serverErrors: Readonly<Record<string, string>>;
  readonly wrong: boolean;
  readonly busy: boolean;
}

export const INITIAL_RESET_QUESTIONS: ResetQuestionsState = { answers: {}, problems: new Map(), serverErrors: {}, wrong: false, busy: false };

/** What answering the questions answered (the AnswerResetQuestions use case's outcome). */
export type ResetQuestionsAnswer =
  | { readonly outcome: 'verified' | 'token-invalid' | 'failed' | 'not-asked' }
  | { readonly outcome: 'invalid'; readonly problems: ReadonlyMap<number, FieldProblem> }
  | { readonly outcome: 'refused'; readonly fieldErrors: Readonly<Record<string, string>> }
  | { readonly outcome: 'wrong-answers'; readonly attemptsLeft: number };

export type ResetQuestionsEvent =
  | { readonly type: 'answer'; readonly questionId: number; readonly value: string }
  | { readonly type: 'submitting' }
  | { readonly type: 'answered'; readonly answer: ResetQuestionsAnswer };

/**
 * The questions form: submitting clears the last messages and is busy until
 * the answer, which names the answers' problems, the API's field messages, or
 * that the answers were wrong. Verified or an ended link moves the store on.
 */
export function resetQuestionsFlow(state: ResetQuestionsState, event: ResetQuestionsEvent): ResetQuestionsState {
  switch (event.type) {
    case 'answer':
      return { ...state, answers: { ...state.answers, [event.questionId]: event.value } };
    case 'submitting':
      return { ...state, problems: new Map(), serverErrors: {}, wrong: false, busy: true };
    case 'answered': {
      const { answer } = event;
      return {
        ...state,
        busy: false,
        problems: answer.outcome === 'invalid' ? answer.problems : new Map(),
        serverErrors: answer.outcome === 'refused' ? answer.fieldErrors : {},
        wrong: answer.outcome === 'wrong-answers',
      };
    }
  }
}

/** The new password form of the reset. `serverError` is the message shown under the password from the API. */
export interface NewPasswordState {
  readonly password: string;
  readonly confirmation: string;
  readonly passwordProblems: readonly PasswordProblem[];
  readonly confirmationProblem: PasswordProblem | null;
  readonly serverError: string | undefined;
  readonly busy: boolean;
}

export const INITIAL_NEW_PASSWORD: NewPasswordState = {
  password: '',
  confirmation: '',
  passwordProblems: [],
  confirmationProblem: null,
  serverError: undefined,
  busy: false,
};

/** What setting the new password answered (the SetNewPassword use case's outcome). */
export type NewPasswordAnswer =
  | { readonly outcome: 'changed' | 'password-used' | 'token-invalid' | 'not-verified' | 'failed' | 'not-asked' }
  | { readonly outcome: 'invalid'; readonly password: readonly PasswordProblem[]; readonly confirmation: PasswordProblem | null }
  | { readonly outcome: 'refused'; readonly fieldErrors: Readonly<Record<string, string>> };

export type NewPasswordEvent =
  | { readonly type: 'password'; readonly value: string }
  | { readonly type: 'confirmation'; readonly value: string }
  | { readonly type: 'submitting' }
  /** `passwordUsed` is the message shown when the password was used before. */
  | { readonly type: 'answered'; readonly answer: NewPasswordAnswer; readonly passwordUsed: string };

/**
 * The new password form: submitting clears the last messages and is busy
 * until the answer, which names the password rule's problems, a password
 * used before, or the API's message for `new_password`.
 */
export function newPasswordFlow(state: NewPasswordState, event: NewPasswordEvent): NewPasswordState {
  switch (event.type) {
    case 'password':
      return { ...state, password: event.value };
    case 'confirmation':
      return { ...state, confirmation: event.value };
    case 'submitting':
      return { ...state, passwordProblems: [], confirmationProblem: null, serverError: undefined, busy: true };
    case 'answered': {
      const { answer } = event;
      const answered = { ...state, busy: false };
      if (answer.outcome === 'invalid') return { ...answered, passwordProblems: answer.password, confirmationProblem: answer.confirmation };
      if (answer.outcome === 'password-used') return { ...answered, serverError: event.passwordUsed };
      if (answer.outcome === 'refused') return { ...answered, serverError: answer.fieldErrors['new_password'] };
      return answered;
    }
  }
}
