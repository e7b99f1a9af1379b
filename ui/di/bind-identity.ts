import { TOKENS } from '@application/di-tokens';
import { AnswerResetQuestions } from '@application/password-recovery/answer-reset-questions';
import { CheckResetToken } from '@application/password-recovery/check-reset-token';
import { PasswordResetStore } from '@application/password-recovery/password-reset-store';
import { RequestPasswordReset } from '@application/password-recovery/request-password-reset';
import { SetNewPassword } from '@application/password-recovery/set-new-password';
import { ConfirmEmail } from '@application/registration/confirm-email';
import { EmailConfirmationStore } from '@application/registration/email-confirmation-store';
import { LoadRegistration } from '@application/registration/load-registration';
import { RegistrationStore } from '@application/registration/registration-store';
import { ResendConfirmation } from '@application/registration/resend-confirmation';
import { SubmitRegistration } from '@application/registration/submit-registration';
import { VerifyCardholder } from '@application/registration/verify-cardholder';
import { bindClass, type Binder } from './bind';

/**
 * Identity and onboarding: registration (configuration, verification,
 * submission, the confirmation email and its link) and password recovery
 * (request, the link's questions, the new password). Its ports (the
 * registration and password recovery gateways) are bound by the
 * composition root or the test container.
 */
export function bindIdentity(binder: Binder): void {
  const t = TOKENS;
  // Registration
  bindClass(binder, t.registrationStore, RegistrationStore, [t.contextStore, t.loadRegistration]);
  bindClass(binder, t.emailConfirmationStore, EmailConfirmationStore, [t.contextStore, t.confirmEmail]);
  bindClass(binder, t.loadRegistration, LoadRegistration, [t.registrationGateway, t.errorReporter]);
  bindClass(binder, t.verifyCardholder, VerifyCardholder, [t.registrationGateway, t.notificationStore, t.errorReporter]);
  bindClass(binder, t.submitRegistration, SubmitRegistration, [
    t.registrationGateway,
    t.registrationStore,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(binder, t.resendConfirmation, ResendConfirmation, [
    t.registrationGateway,
    t.registrationStore,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(binder, t.confirmEmail, ConfirmEmail, [t.registrationGateway, t.errorReporter]);

  // Password recovery
  bindClass(binder, t.passwordResetStore, PasswordResetStore, [t.contextStore, t.checkResetToken]);
  bindClass(binder, t.requestPasswordReset, RequestPasswordReset, [t.passwordRecoveryGateway, t.notificationStore, t.errorReporter]);
  bindClass(binder, t.checkResetToken, CheckResetToken, [t.passwordRecoveryGateway, t.errorReporter]);
  bindClass(binder, t.answerResetQuestions, AnswerResetQuestions, [
    t.passwordRecoveryGateway,
    t.passwordResetStore,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(binder, t.setNewPassword, SetNewPassword, [
    t.passwordRecoveryGateway,
    t.passwordResetStore,
    t.notificationStore,
    t.errorReporter,
  ]);
}
