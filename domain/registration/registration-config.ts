/**
 * Kinds of value a configured field holds. They choose the input the
 * storefront shows and how a value is compared with what the bank has on
 * file (`identityFactValue`); what is valid is the field's own regex.
 */
export const REGISTRATION_FIELD_DATA_TYPES = ['text', 'email', 'tel', 'date', 'card_number', 'postal_code', 'digits'] as const;
/** One of {@link REGISTRATION_FIELD_DATA_TYPES}. */
export type RegistrationFieldDataType = (typeof REGISTRATION_FIELD_DATA_TYPES)[number];

/** The longest value any configured field takes. */
export const REGISTRATION_FIELD_MAX_LENGTH = 255;

/**
 * A field the programme configures for registration or recovery (spec §3:
 * data type, error message, menu title, name, description, placeholder and
 * regex, per locale), in the language it was asked for.
 */
export interface RegistrationField {
  readonly id: number;
  /** What the server stores the value as, e.g. `user_account`, `email`, `card_number`. */
  readonly name: string;
  readonly dataType: RegistrationFieldDataType;
  /** The field's label (the spec's "menu title"). */
  readonly label: string;
  readonly description: string;
  readonly placeholder: string;
  /** An ECMAScript pattern the whole value must match; null when any value does. */
  readonly regex: string | null;
  /** What to tell the member when the value does not match `regex`, in the page's language. */
  readonly errorMessage: string;
  readonly required: boolean;
}

/** The terms a registering member accepts (spec §3: id and description per locale). */
export interface RegistrationTerms {
  readonly id: number;
  readonly title: string;
  /** Plain text; paragraphs separated by blank lines. */
  readonly description: string;
}

/**
 * The programme's registration configuration (spec §3): which optional
 * steps it asks, its verification and registration fields, its terms, and
 * the fields a business customer answers to recover a password.
 */
export interface RegistrationConfig {
  /** The programme registration's id, named in the registration calls. */
  readonly id: number;
  readonly hasVerification: boolean;
  readonly hasMarketingPreference: boolean;
  readonly hasPreferredLanguage: boolean;
  readonly hasTerms: boolean;
  readonly verificationFields: readonly RegistrationField[];
  readonly registrationFields: readonly RegistrationField[];
  readonly terms: RegistrationTerms | null;
}

/** A configured field's value as the API takes it (spec §3: entries of id and value). */
export interface FieldValue {
  readonly id: number;
  readonly value: string;
}
