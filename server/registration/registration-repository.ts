import type { AccessHold } from '@rewards-storefront/domain/sign-in/account-access';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { RegistrationFieldDataType } from '@rewards-storefront/domain/registration/registration-config';
import type { Queryable } from '../database/queryable';

export interface RegistrationRow {
  id: number;
  programmeId: number;
  programmeSlug: string;
  hasVerification: boolean;
  hasMarketingPreference: boolean;
  hasPreferredLanguage: boolean;
  hasTerms: boolean;
  termsId: number | null;
}

export type RegistrationFieldKind = 'verification' | 'registration' | 'password_verification';

/** A configured field with both languages' texts (French may be missing: English stands in). */
export interface RegistrationFieldRow {
  id: number;
  kind: RegistrationFieldKind;
  name: string;
  dataType: RegistrationFieldDataType;
  required: boolean;
  labelEn: string;
  labelFr: string | null;
  descriptionEn: string;
  descriptionFr: string | null;
  placeholderEn: string;
  placeholderFr: string | null;
  regexEn: string | null;
  regexFr: string | null;
  errorMessageEn: string;
  errorMessageFr: string | null;
}

export interface TermsRow {
  id: number;
  version: number;
  titleEn: string;
  titleFr: string | null;
  bodyEn: string;
  bodyFr: string | null;
}

const REGISTRATION_COLUMNS = `r.id, r.programme_id AS "programmeId", p.slug AS "programmeSlug", r.has_verification AS "hasVerification",
       r.has_marketing_preference AS "hasMarketingPreference", r.has_preferred_language AS "hasPreferredLanguage",
       r.has_terms AS "hasTerms", r.terms_id AS "termsId"
  FROM programme_registration r JOIN programme p ON p.id = r.programme_id`;

export async function findRegistrationBySlug(db: Queryable, slug: string): Promise<RegistrationRow | null> {
  const { rows } = await db.query<RegistrationRow>(`SELECT ${REGISTRATION_COLUMNS} WHERE p.slug = $1`, [slug]);
  return rows[0] ?? null;
}

export async function findRegistrationById(db: Queryable, id: number): Promise<RegistrationRow | null> {
  const { rows } = await db.query<RegistrationRow>(`SELECT ${REGISTRATION_COLUMNS} WHERE r.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findRegistrationByProgrammeId(db: Queryable, programmeId: number): Promise<RegistrationRow | null> {
  const { rows } = await db.query<RegistrationRow>(`SELECT ${REGISTRATION_COLUMNS} WHERE r.programme_id = $1`, [programmeId]);
  return rows[0] ?? null;
}

/** Every configured field of a registration, in order within each kind. */
export async function findRegistrationFields(db: Queryable, registrationId: number): Promise<RegistrationFieldRow[]> {
  const { rows } = await db.query<RegistrationFieldRow>(
    `SELECT id, kind, name, data_type AS "dataType", required, label_en AS "labelEn", label_fr AS "labelFr",
            description_en AS "descriptionEn", description_fr AS "descriptionFr", placeholder_en AS "placeholderEn",
            placeholder_fr AS "placeholderFr", regex_en AS "regexEn", regex_fr AS "regexFr",
            error_message_en AS "errorMessageEn", error_message_fr AS "errorMessageFr"
       FROM programme_registration_field
      WHERE registration_id = $1
      ORDER BY kind, position, id`,
    [registrationId],
  );
  return rows;
}

export async function findTerms(db: Queryable, termsId: number): Promise<TermsRow | null> {
  const { rows } = await db.query<TermsRow>(
    `SELECT id, version, title_en AS "titleEn", title_fr AS "titleFr", body_en AS "bodyEn", body_fr AS "bodyFr"
       FROM programme_terms WHERE id = $1`,
    [termsId],
  );
  return rows[0] ?? null;
}

/** The programme's newest terms (the one its registration names, else the highest version). */
export async function findCurrentTerms(db: Queryable, programmeId: number): Promise<TermsRow | null> {
  const { rows } = await db.query<TermsRow>(
    `SELECT t.id, t.version, t.title_en AS "titleEn", t.title_fr AS "titleFr", t.body_en AS "bodyEn", t.body_fr AS "bodyFr"
       FROM programme_terms t
       LEFT JOIN programme_registration r ON r.terms_id = t.id
      WHERE t.programme_id = $1
      ORDER BY (r.id IS NOT NULL) DESC, t.version DESC
      LIMIT 1`,
    [programmeId],
  );
  return rows[0] ?? null;
}

/** A cardholder as registration and recovery need them. */
export interface CardholderRow {
  id: number;
  programmeId: number;
  userAccount: string;
  hasPassword: boolean;
  email: string | null;
  firstName: string;
  preferredLanguage: Locale;
  accountCategory: string;
  accessHold: AccessHold | null;
  /** The member registered in the store: null when not; else whether the email is confirmed. */
  emailVerified: boolean | null;
}

const CARDHOLDER_COLUMNS = `m.id, m.programme_id AS "programmeId", m.user_account AS "userAccount", m.password_hash IS NOT NULL AS "hasPassword", m.email,
       m.first_name AS "firstName", m.preferred_language AS "preferredLanguage", m.account_category AS "accountCategory",
       m.access_hold AS "accessHold",
       CASE WHEN mr.member_id IS NULL THEN NULL ELSE mr.email_verified_at IS NOT NULL END AS "emailVerified"
  FROM member m LEFT JOIN member_registration mr ON mr.member_id = m.id`;

/**
 * The members of the programme of whom the bank has every one of `facts`
 * on file (name and digest), locked for the caller's transaction.
 */
export async function findCardholdersByFacts(
  db: Queryable,
  programmeId: number,
  facts: readonly { name: string; digest: string }[],
): Promise<CardholderRow[]> {
  if (facts.length === 0) return [];
  const { rows } = await db.query<CardholderRow>(
    `SELECT ${CARDHOLDER_COLUMNS}
      WHERE m.programme_id = $1
        AND m.id IN (SELECT f.member_id FROM member_identity_fact f
                      JOIN unnest($2::text[], $3::text[]) AS wanted(name, digest)
                        ON wanted.name = f.name AND wanted.digest = f.value_digest
                     GROUP BY f.member_id HAVING count(*) = $4)
      ORDER BY m.id
      FOR UPDATE OF m`,
    [programmeId, facts.map((fact) => fact.name), facts.map((fact) => fact.digest), facts.length],
  );
  return rows;
}

export async function findCardholderById(db: Queryable, memberId: number): Promise<CardholderRow | null> {
  const { rows } = await db.query<CardholderRow>(`SELECT ${CARDHOLDER_COLUMNS} WHERE m.id = $1`, [memberId]);
  return rows[0] ?? null;
}

export async function findCardholderByUserAccount(db: Queryable, programmeId: number, userAccount: string): Promise<CardholderRow | null> {
  const { rows } = await db.query<CardholderRow>(
    `SELECT ${CARDHOLDER_COLUMNS} WHERE m.programme_id = $1 AND lower(m.user_account) = lower($2)`,
    [programmeId, userAccount],
  );
  return rows[0] ?? null;
}

/** Whether the member has each of `facts` on file (name and digest). */
export async function hasIdentityFacts(
  db: Queryable,
  memberId: number,
  facts: readonly { name: string; digest: string }[],
): Promise<boolean> {
  if (facts.length === 0) return false;
  const { rows } = await db.query<{ matched: number }>(
    `SELECT count(*)::int AS matched
       FROM member_identity_fact f
       JOIN unnest($2::text[], $3::text[]) AS wanted(name, digest) ON wanted.name = f.name AND wanted.digest = f.value_digest
      WHERE f.member_id = $1`,
    [memberId, facts.map((fact) => fact.name), facts.map((fact) => fact.digest)],
  );
  return rows[0]?.matched === facts.length;
}

export interface RegistrationWrite {
  memberId: number;
  registrationId: number;
  userAccount: string;
  passwordHash: string;
  email: string;
  phone: string | null;
  hasMarketingEnabled: boolean;
  preferredLanguage: Locale;
  termsId: number | null;
  locale: Locale;
  otherValues: Record<string, string>;
  now: Date;
}

/**
 * Gives the cardholder online access: user name, password, contact details
 * and preferences on the member, and the registration record (email not yet
 * confirmed). Accepting the terms counts as accepting the programme rules.
 * Throws PostgreSQL's unique violation (23505) when the user name is taken.
 */
export async function recordRegistration(db: Queryable, input: RegistrationWrite): Promise<void> {
  await db.query(
    `UPDATE member
        SET user_account = $2, password_hash = $3, email = $4, phone = COALESCE($5, phone), has_marketing_enabled = $6,
            preferred_language = $7, rules_accepted_at = CASE WHEN $8::bigint IS NULL THEN rules_accepted_at ELSE $9 END,
            updated_at = $9
      WHERE id = $1`,
    [
      input.memberId,
      input.userAccount,
      input.passwordHash,
      input.email,
      input.phone,
      input.hasMarketingEnabled,
      input.preferredLanguage,
      input.termsId,
      input.now,
    ],
  );
  await db.query(
    `INSERT INTO member_registration (member_id, registration_id, terms_id, locale, field_values, registered_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [input.memberId, input.registrationId, input.termsId, input.locale, JSON.stringify(input.otherValues), input.now],
  );
}

/** Marks the member's email as confirmed (the first time only). */
export async function recordEmailVerified(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db.query('UPDATE member_registration SET email_verified_at = $2 WHERE member_id = $1 AND email_verified_at IS NULL', [
    memberId,
    now,
  ]);
}

/** Whether the member registered in the store and has not confirmed the email yet. */
export async function isEmailVerificationPending(db: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM member_registration WHERE member_id = $1 AND email_verified_at IS NULL', [memberId]);
  return rows.length > 0;
}

/** Opens the programme rules' pending action (a member who registered without accepting terms accepts them first). */
export async function openRulesPendingAction(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO member_pending_action (member_id, action_type, created_at)
     SELECT $1, 'accept_program_rules', $2
      WHERE NOT EXISTS (SELECT 1 FROM member_pending_action WHERE member_id = $1 AND completed_at IS NULL)`,
    [memberId, now],
  );
}

export async function updatePassword(db: Queryable, memberId: number, passwordHash: string, now: Date): Promise<void> {
  await db.query('UPDATE member SET password_hash = $2, updated_at = $3 WHERE id = $1', [memberId, passwordHash, now]);
}

export async function findPasswordHash(db: Queryable, memberId: number): Promise<string | null> {
  const { rows } = await db.query<{ hash: string | null }>('SELECT password_hash AS hash FROM member WHERE id = $1', [memberId]);
  return rows[0]?.hash ?? null;
}
