import type {
  AnswerQuestionsResult,
  CheckResetTokenResult,
  PasswordRecoveryGateway,
  RequestResetResult,
  SetNewPasswordResult,
} from '@application/ports/password-recovery-gateway';
import { passwordProblems } from '@rewards-storefront/domain/password/password-rule';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { FieldValue, RegistrationField } from '@rewards-storefront/domain/registration/registration-config';
import { identityFactValue, registrationFieldProblem } from '@rewards-storefront/domain/registration/registration-field';
import { toRegistrationField } from '@infrastructure/http-registration-gateway';
import { apiProgramRegistration } from './api-fixtures';
import { failed } from './failures';

/** The business member of the fake, and the answers to its questions. */
export const FAKE_BUSINESS = {
  username: 'business',
  password: 'Rewards#2026',
  answers: { card_last_four: '9043', postal_code: 'V6B 1A1' },
};

interface Member {
  readonly business: boolean;
  password: string;
  readonly answers: Record<string, string>;
}

interface Link {
  readonly username: string;
  live: boolean;
  verified: boolean;
  attemptsLeft: number;
}

/**
 * A PasswordRecoveryGateway that behaves like the demo programme's API:
 * links only for business members (personal ones and strangers get none,
 * and the answer is the same), five requests per user name, the newest link
 * alone works, five wrong answers end it, a new password needs the
 * questions answered, meets the rule and is not the current one.
 */
export class FakePasswordRecoveryGateway implements PasswordRecoveryGateway {
  questions: RegistrationField[] =
    apiProgramRegistration().registration_forgot_password.password_verification_fields.map(toRegistrationField);
  readonly members = new Map<string, Member>([
    [FAKE_BUSINESS.username, { business: true, password: FAKE_BUSINESS.password, answers: FAKE_BUSINESS.answers }],
    ['elite', { business: false, password: 'Rewards#2026', answers: { card_last_four: '4821', postal_code: 'M5X 1A9' } }],
  ]);
  /** Answer every call with this failure instead (e.g. no answer). */
  failure: { reason: 'unavailable' } | null = null;
  /** The reset links sent, newest last. */
  readonly sentLinks: { username: string; token: string }[] = [];
  readonly calls: { method: keyof PasswordRecoveryGateway; locale: Locale }[] = [];
  private readonly links = new Map<string, Link>();
  private readonly requests = new Map<string, number>();

  async requestReset(username: string, locale: Locale): Promise<RequestResetResult> {
    this.calls.push({ method: 'requestReset', locale });
    if (this.failure) return failed(this.failure);
    const key = username.trim().toLowerCase();
    const count = this.requests.get(key) ?? 0;
    if (count >= 5) return failed({ reason: 'too-many-attempts' as const });
    this.requests.set(key, count + 1);
    if (this.members.get(key)?.business) this.sendLink(key);
    return { ok: true };
  }

  async checkToken(token: string, locale: Locale): Promise<CheckResetTokenResult> {
    this.calls.push({ method: 'checkToken', locale });
    if (this.failure) return failed(this.failure);
    const link = this.links.get(token);
    if (!link?.live) return failed({ reason: 'token-invalid' as const });
    return { ok: true, verified: link.verified, attemptsLeft: link.attemptsLeft, questions: this.questions };
  }

  async answerQuestions(token: string, answers: readonly FieldValue[], locale: Locale): Promise<AnswerQuestionsResult> {
    this.calls.push({ method: 'answerQuestions', locale });
    if (this.failure) return failed(this.failure);
    const fieldErrors = this.questions.flatMap((question) => {
      const problem = registrationFieldProblem(question, answers.find((answer) => answer.id === question.id)?.value ?? '');
      return problem === null ? [] : [{ field: `password_verifications.${question.name}`, message: question.errorMessage }];
    });
    if (fieldErrors.length > 0) return failed({ reason: 'invalid' as const, fieldErrors });
    const link = this.links.get(token);
    if (!link?.live) return failed({ reason: 'token-invalid' as const });
    const member = this.members.get(link.username);
    const right = this.questions.every(
      (question) =>
        identityFactValue(question.dataType, answers.find((answer) => answer.id === question.id)?.value ?? '') ===
        identityFactValue(question.dataType, member?.answers[question.name] ?? ''),
    );
    if (right) {
      link.verified = true;
      return { ok: true };
    }
    link.attemptsLeft -= 1;
    if (link.attemptsLeft === 0) link.live = false;
    return failed({ reason: 'wrong-answers' as const, attemptsLeft: link.attemptsLeft });
  }

  async setNewPassword(token: string, password: string, locale: Locale): Promise<SetNewPasswordResult> {
    this.calls.push({ method: 'setNewPassword', locale });
    if (this.failure) return failed(this.failure);
    const problems = passwordProblems(password);
    if (problems.length > 0)
      return failed({
        reason: 'invalid' as const,
        fieldErrors: problems.map((problem) => ({ field: 'new_password', message: problem.key })),
      });
    const link = this.links.get(token);
    if (!link?.live) return failed({ reason: 'token-invalid' as const });
    if (!link.verified) return failed({ reason: 'not-verified' as const });
    const member = this.members.get(link.username);
    if (!member || member.password === password) return failed({ reason: 'password-used' as const });
    member.password = password;
    link.live = false;
    return { ok: true };
  }

  /** The newest link sent to `username`, for a test to follow. */
  linkOf(username: string): string {
    const sent = this.sentLinks.filter((link) => link.username === username).at(-1);
    if (!sent) throw new Error(`no link was sent to ${username}`);
    return sent.token;
  }

  private sendLink(username: string): void {
    for (const link of this.links.values()) if (link.username === username) link.live = false;
    const token = `reset-${this.sentLinks.length + 1}-${'y'.repeat(32)}`;
    this.links.set(token, { username, live: true, verified: false, attemptsLeft: 5 });
    this.sentLinks.push({ username, token });
  }
}
