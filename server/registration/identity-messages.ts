import { PASSWORD_RULE_KEYS, type PasswordProblem } from '@rewards-storefront/domain/password/password-rule';
import type { Locale } from '@rewards-storefront/domain/locale/locale';

const NBSP = '\u00a0';

/**
 * The messages of registration and recovery refusals, in the request's
 * language (spec §8: "Sorry. Your token is either invalid or has expired.
 * Please try again."). Clients choose what to show by `code`; these texts
 * are for clients that show the server's words.
 */
export const IDENTITY_MESSAGES = {
  'en-CA': {
    tokenInvalid: 'Sorry. Your token is either invalid or has expired. Please try again.',
    verificationFailed:
      'We could not verify these details. Please check them and try again. If you already have online access, sign in instead.',
    userAccountTaken: 'This username is not available. Please choose another one.',
    termsNotAccepted: 'Please accept the terms of use to register.',
    passwordVerificationFailed: 'These answers do not match our records.',
    tokenNotVerified: 'Please answer the security questions before choosing a new password.',
    passwordUsedAlready: 'Please choose a password you have not used before.',
    required: (field: string) => `${field} is required`,
  },
  'fr-CA': {
    tokenInvalid: 'Désolé. Votre jeton est invalide ou a expiré. Veuillez réessayer.',
    verificationFailed:
      'Nous n’avons pas pu vérifier ces renseignements. Veuillez les vérifier et réessayer. Si vous avez déjà un accès en ligne, connectez-vous plutôt.',
    userAccountTaken: 'Ce nom d’utilisateur n’est pas disponible. Veuillez en choisir un autre.',
    termsNotAccepted: 'Veuillez accepter les conditions d’utilisation pour vous inscrire.',
    passwordVerificationFailed: 'Ces réponses ne correspondent pas à nos dossiers.',
    tokenNotVerified: 'Veuillez répondre aux questions de sécurité avant de choisir un nouveau mot de passe.',
    passwordUsedAlready: 'Veuillez choisir un mot de passe que vous n’avez jamais utilisé.',
    required: (field: string) => `Le champ «${NBSP}${field}${NBSP}» est obligatoire`,
  },
} as const;

const PASSWORD_RULE_TEXT: Record<Locale, Record<string, (params: Record<string, string | number>) => string>> = {
  'en-CA': {
    [PASSWORD_RULE_KEYS.length]: ({ min, max }) => `Your password must have ${String(min)} to ${String(max)} characters.`,
    [PASSWORD_RULE_KEYS.uppercase]: () => 'Your password must contain an uppercase letter.',
    [PASSWORD_RULE_KEYS.lowercase]: () => 'Your password must contain a lowercase letter.',
    [PASSWORD_RULE_KEYS.digit]: () => 'Your password must contain a digit.',
    [PASSWORD_RULE_KEYS.special]: () => 'Your password must contain a special character, like # or !.',
  },
  'fr-CA': {
    [PASSWORD_RULE_KEYS.length]: ({ min, max }) => `Votre mot de passe doit compter de ${String(min)} à ${String(max)}${NBSP}caractères.`,
    [PASSWORD_RULE_KEYS.uppercase]: () => 'Votre mot de passe doit contenir une lettre majuscule.',
    [PASSWORD_RULE_KEYS.lowercase]: () => 'Votre mot de passe doit contenir une lettre minuscule.',
    [PASSWORD_RULE_KEYS.digit]: () => 'Votre mot de passe doit contenir un chiffre.',
    [PASSWORD_RULE_KEYS.special]: () => 'Votre mot de passe doit contenir un caractère spécial, comme # ou\u202f!.',
  },
};

/** A password rule problem as a sentence of the request's language. */
export function passwordProblemText(problem: PasswordProblem, locale: Locale): string {
  const text = PASSWORD_RULE_TEXT[locale][problem.key];
  return text ? text(problem.params ?? {}) : problem.key;
}
