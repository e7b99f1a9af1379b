import type { Content } from '../content/content-capability';
import { QueryStore } from '../context/query-store';
import { AnswerResetQuestions } from '../password-recovery/answer-reset-questions';
import { PasswordResetStore } from '../password-recovery/password-reset-store';
import { RequestPasswordReset } from '../password-recovery/request-password-reset';
import { SetNewPassword } from '../password-recovery/set-new-password';
import type { LazyPorts, Ports } from '../ports/ports';
import { ConfirmEmail } from '../registration/confirm-email';
import { emailConfirmation } from '../registration/email-confirmation-store';
import { RegistrationStore } from '../registration/registration-store';
import { ResendConfirmation } from '../registration/resend-confirmation';
import { SubmitRegistration } from '../registration/submit-registration';
import { VerifyCardholder } from '../registration/verify-cardholder';
import type { Session } from '../session/session-capability';

/**
 * Identity and onboarding: registration (configuration, verification,
 * submission, the confirmation email and its link) and password recovery
 * (request, the link's questions, the new password).
 */
export function createIdentity(ports: Ports & LazyPorts['identity'], { session, content }: { session: Session; content: Content }) {
  const { registrationGateway: registration, passwordRecoveryGateway: recovery, errorReporter: errors } = ports;
  const { contextStore } = session;
  const { notificationStore } = content;
  const registrationStore = new RegistrationStore(contextStore, registration, errors);
  const confirmEmail = new ConfirmEmail(registration, errors);
  const passwordResetStore = new PasswordResetStore(contextStore, recovery, errors);
  return {
    registrationStore,
    emailConfirmationStore: new QueryStore(emailConfirmation(contextStore, confirmEmail)),
    passwordResetStore,
    verifyCardholder: new VerifyCardholder(registration, notificationStore, errors),
    submitRegistration: new SubmitRegistration(registration, registrationStore, notificationStore, errors),
    resendConfirmation: new ResendConfirmation(registration, registrationStore, notificationStore, errors),
    confirmEmail,
    requestPasswordReset: new RequestPasswordReset(recovery, notificationStore, errors),
    answerResetQuestions: new AnswerResetQuestions(recovery, passwordResetStore, notificationStore, errors),
    setNewPassword: new SetNewPassword(recovery, passwordResetStore, notificationStore, errors),
  };
}

export type Identity = ReturnType<typeof createIdentity>;
