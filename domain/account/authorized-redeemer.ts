import { isEmailAddress } from '../validation/email-address.ts';

/** How an authorized redeemer is related to the cardholder (GET /member/authorized-redeemer-relations). */
export interface RedeemerRelation {
  readonly code: string;
  /** In the page's language. */
  readonly name: string;
}

/** A person the primary cardholder allows to redeem the card's points (spec §3 Authorized redeemer). */
export interface AuthorizedRedeemer {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly relation: RedeemerRelation;
  readonly addedAt: Date;
  /** A member of the programme who can sign in and redeem on the card. */
  readonly hasOnlineAccess: boolean;
}

/** Who the cardholder names as an authorized redeemer. */
export interface NewAuthorizedRedeemer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly relationCode: string;
}

/** The add-a-redeemer form: names, email and relation, as typed. */
export interface NewAuthorizedRedeemerForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly relationCode: string;
}

/** i18n keys of the form's messages (spec §5 generic messages). */
export const REDEEMER_MESSAGE_KEYS = {
  required: 'validation.required',
  email: 'redeemers.form.invalidEmail',
  ownEmail: 'redeemers.form.ownEmail',
} as const;

/**
 * The problems of the add-a-redeemer form, one per field: every field
 * required, the email valid and not the cardholder's own (they already
 * redeem on their card). Leading and trailing spaces do not count.
 */
export function newRedeemerProblems(
  form: NewAuthorizedRedeemerForm,
  holderEmail: string | null,
): Partial<Record<keyof NewAuthorizedRedeemerForm, { readonly key: string; readonly params: Readonly<Record<string, string>> }>> {
  const problems: Partial<Record<keyof NewAuthorizedRedeemerForm, { key: string; params: Record<string, string> }>> = {};
  for (const field of ['firstName', 'lastName', 'email', 'relationCode'] as const) {
    if (form[field].trim() === '') problems[field] = { key: REDEEMER_MESSAGE_KEYS.required, params: { field } };
  }
  const email = form.email.trim();
  if (problems.email === undefined && !isEmailAddress(email))
    problems.email = { key: REDEEMER_MESSAGE_KEYS.email, params: { field: 'email' } };
  if (problems.email === undefined && email.toLowerCase() === holderEmail?.trim().toLowerCase()) {
    problems.email = { key: REDEEMER_MESSAGE_KEYS.ownEmail, params: { field: 'email' } };
  }
  return problems;
}

/** What is sent for a valid form: every field trimmed. */
export function newRedeemerOf(form: NewAuthorizedRedeemerForm): NewAuthorizedRedeemer {
  return { firstName: form.firstName.trim(), lastName: form.lastName.trim(), email: form.email.trim(), relationCode: form.relationCode };
}
