import type { AccountStatusCode } from '@rewards-storefront/domain/account/account';
import type { AccessHold } from '@rewards-storefront/domain/sign-in/account-access';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Queryable } from '../database/queryable';
import { memberSignInOpen } from '../auth/token-repository';

export interface ProgrammeRow {
  id: number;
  slug: string;
  pointsCurrencyId: number;
}

export interface MemberCredentialsRow {
  id: number;
  passwordHash: string | null;
}

export interface MemberRow {
  id: number;
  programmeId: number;
  userAccount: string;
  firstName: string;
  lastName: string;
  email: string | null;
  preferredLanguage: Locale;
  phone: string | null;
  hasMarketingEnabled: boolean;
  /** Issue 26: emailed when a purchase's pay-back window enters its last 7 days. */
  hasPayBackReminders: boolean;
  accountCategory: string;
  /** Locked or flagged for fraud (spec §6): no session opens; null for most members. */
  accessHold: AccessHold | null;
  /**
   * The cards the member belongs to, when the read that found the member read them too (the member gate): a call
   * naming a card then checks it is theirs without a statement of its own.
   */
  accountIds?: readonly number[];
}

export interface PendingActionRow {
  id: number;
  type: 'accept_program_rules';
}

export type Tier = 'essential' | 'premium' | 'elite';

export async function findProgrammeBySlug(db: Queryable, slug: string): Promise<ProgrammeRow | null> {
  const { rows } = await db.query<ProgrammeRow>({
    name: 'programme-by-slug',
    text: 'SELECT id, slug, points_currency_id AS "pointsCurrencyId" FROM programme WHERE slug = $1',
    values: [slug],
  });
  return rows[0] ?? null;
}

export async function findMemberCredentials(
  db: Queryable,
  programmeId: number,
  userAccount: string,
): Promise<MemberCredentialsRow | null> {
  const { rows } = await db.query<MemberCredentialsRow>(
    `SELECT id, password_hash AS "passwordHash"
       FROM member
      WHERE programme_id = $1 AND lower(user_account) = lower($2)`,
    [programmeId, userAccount],
  );
  return rows[0] ?? null;
}

/** The columns of a MemberRow, for the statements that read one. */
const MEMBER_COLUMNS = `m.id, m.programme_id AS "programmeId", m.user_account AS "userAccount",
       m.first_name AS "firstName", m.last_name AS "lastName", m.email,
       m.preferred_language AS "preferredLanguage", m.phone,
       m.has_marketing_enabled AS "hasMarketingEnabled", m.has_pay_back_reminders AS "hasPayBackReminders",
       m.account_category AS "accountCategory",
       m.access_hold AS "accessHold"`;

export async function findMemberById(db: Queryable, memberId: number): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>({
    name: 'member-by-id-with-hold',
    text: `SELECT ${MEMBER_COLUMNS} FROM member m WHERE m.id = $1`,
    values: [memberId],
  });
  return rows[0] ?? null;
}

/** What the member gate reads (member-service.ts): the member, their open pending actions and whether the sign-in is open. */
export interface MemberGateRow {
  /** False when the token was signed out or its sign-in ended; true when the caller did not ask (checked already). */
  sessionOpen: boolean;
  member: MemberRow | null;
  /** Oldest first. */
  pendingActions: PendingActionRow[];
}

/**
 * Everything a member call needs before it may run, in one statement (every
 * member call pays for it): the member, their open pending actions (spec §4,
 * §8) and, for a member's own token (`openSession`), whether the token and
 * its sign-in are still open, so the bearer check needs no statement of its own.
 */
export async function findMemberGate(
  db: Queryable,
  memberId: number,
  openSession: { jti: string; signInSessionId: string } | null,
): Promise<MemberGateRow> {
  const { rows } = await db.query<Omit<Partial<MemberRow>, 'accountIds'> & { sessionOpen: boolean; pendingActions: PendingActionRow[]; accountIds: string[] }>({
    name: 'member-gate',
    text: `SELECT CASE WHEN $2::uuid IS NULL THEN true
                       ELSE NOT EXISTS (SELECT 1 FROM revoked_token WHERE jti = $3) AND ${memberSignInOpen('$2', '$1')}
                   END AS "sessionOpen",
                  ${MEMBER_COLUMNS},
                  COALESCE((SELECT json_agg(json_build_object('id', a.id, 'type', a.action_type) ORDER BY a.id)
                              FROM member_pending_action a
                             WHERE a.member_id = m.id AND a.completed_at IS NULL), '[]') AS "pendingActions",
                  ARRAY(SELECT am.account_id FROM account_member am WHERE am.member_id = m.id ORDER BY am.account_id) AS "accountIds"
             FROM (SELECT 1) AS one LEFT JOIN member m ON m.id = $1`,
    values: [memberId, openSession?.signInSessionId ?? null, openSession?.jti ?? null],
  });
  const { sessionOpen, pendingActions, accountIds, ...member } = rows[0]!;
  if (member.id === null || member.id === undefined) return { sessionOpen, member: null, pendingActions };
  // bigint ids come as text; card ids stay far below 2^53.
  return { sessionOpen, member: { ...(member as MemberRow), accountIds: accountIds.map(Number) }, pendingActions };
}

export async function findOpenPendingActions(db: Queryable, memberId: number): Promise<PendingActionRow[]> {
  const { rows } = await db.query<PendingActionRow>({
    name: 'open-pending-actions',
    text: `SELECT id, action_type AS type
             FROM member_pending_action
            WHERE member_id = $1 AND completed_at IS NULL
            ORDER BY id`,
    values: [memberId],
  });
  return rows;
}

/** How the member stands on each card they belong to: its status and whether they are its primary holder. */
export async function findCardStandings(
  db: Queryable,
  memberId: number,
): Promise<Array<{ statusCode: AccountStatusCode; members: Array<{ memberId: number; isPrimary: boolean }> }>> {
  const { rows } = await db.query<{ status: AccountStatusCode; isPrimary: boolean }>(
    `SELECT a.status, am.is_primary AS "isPrimary"
       FROM account_member am
       JOIN account a ON a.id = am.account_id
      WHERE am.member_id = $1`,
    [memberId],
  );
  return rows.map((row) => ({ statusCode: row.status, members: [{ memberId, isPrimary: row.isPrimary }] }));
}

/** The tiers of the cards the member holds as primary and that are not cancelled, highest first. */
export async function findMemberTiers(db: Queryable, memberId: number): Promise<Tier[]> {
  const { rows } = await db.query<{ tier: Tier }>(
    `SELECT DISTINCT cp.tier,
            CASE cp.tier WHEN 'elite' THEN 0 WHEN 'premium' THEN 1 ELSE 2 END AS rank
       FROM account_member am
       JOIN account a ON a.id = am.account_id
       JOIN card_product cp ON cp.id = a.card_product_id
      WHERE am.member_id = $1 AND am.is_primary AND a.status <> 'CANCELED'
      ORDER BY rank`,
    [memberId],
  );
  return rows.map((row) => row.tier);
}

export async function findMemberByUserAccount(
  db: Queryable,
  programmeId: number,
  userAccount: string,
): Promise<MemberRow | null> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM member WHERE programme_id = $1 AND lower(user_account) = lower($2)',
    [programmeId, userAccount],
  );
  const id = rows[0]?.id;
  return id === undefined ? null : findMemberById(db, id);
}

export async function findProgrammeById(db: Queryable, programmeId: number): Promise<ProgrammeRow | null> {
  const { rows } = await db.query<ProgrammeRow>(
    'SELECT id, slug, points_currency_id AS "pointsCurrencyId" FROM programme WHERE id = $1',
    [programmeId],
  );
  return rows[0] ?? null;
}

export interface PreferenceChanges {
  hasMarketingEnabled?: boolean;
  hasPayBackReminders?: boolean;
  preferredLanguage?: Locale;
  /** Contact details, where spec §6 lets the member change them here. */
  email?: string;
  /** Null clears the phone number. */
  phone?: string | null;
}

/**
 * Applies the changed preferences and records who changed what (the member,
 * or the admin logged in as them) in one statement per table; the caller
 * holds the transaction.
 */
export async function updateMemberPreferences(
  db: Queryable,
  input: { memberId: number; adminId: number | null; changes: PreferenceChanges; now: Date },
): Promise<void> {
  const { hasMarketingEnabled, hasPayBackReminders, preferredLanguage, email, phone } = input.changes;
  await db.query(
    `UPDATE member
        SET has_marketing_enabled = COALESCE($2, has_marketing_enabled),
            preferred_language = COALESCE($3, preferred_language),
            email = COALESCE($5, email),
            phone = CASE WHEN $6 THEN $7 ELSE phone END,
            has_pay_back_reminders = COALESCE($8, has_pay_back_reminders),
            updated_at = $4
      WHERE id = $1`,
    [
      input.memberId,
      hasMarketingEnabled ?? null,
      preferredLanguage ?? null,
      input.now,
      email ?? null,
      phone !== undefined,
      phone ?? null,
      hasPayBackReminders ?? null,
    ],
  );
  const recorded: Record<string, unknown> = {};
  if (hasMarketingEnabled !== undefined) recorded.has_marketing_enabled = hasMarketingEnabled;
  if (hasPayBackReminders !== undefined) recorded.has_pay_back_reminders = hasPayBackReminders;
  if (preferredLanguage !== undefined) recorded.preferred_language = preferredLanguage;
  if (email !== undefined) recorded.email = email;
  if (phone !== undefined) recorded.phone = phone;
  await db.query(
    'INSERT INTO member_profile_change (member_id, admin_id, changes, changed_at) VALUES ($1, $2, $3, $4)',
    [input.memberId, input.adminId, JSON.stringify(recorded), input.now],
  );
}

/**
 * The address confirmed from an email-change link replaces the one on file,
 * recorded as the member's own change; the caller holds the transaction.
 */
export async function recordConfirmedEmail(db: Queryable, input: { memberId: number; email: string; now: Date }): Promise<void> {
  await db.query('UPDATE member SET email = $2, updated_at = $3 WHERE id = $1', [input.memberId, input.email, input.now]);
  await db.query('INSERT INTO member_profile_change (member_id, admin_id, changes, changed_at) VALUES ($1, NULL, $2, $3)', [
    input.memberId,
    JSON.stringify({ email: input.email, confirmed_from_link: true }),
    input.now,
  ]);
}

export interface PendingActionRecord extends PendingActionRow {
  completedAt: Date | null;
}

/** One of the member's own pending actions (open or done); null for anyone else's. */
export async function findPendingActionOfMember(
  db: Queryable,
  memberId: number,
  actionId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PendingActionRecord | null> {
  const { rows } = await db.query<PendingActionRecord>(
    `SELECT id, action_type AS type, completed_at AS "completedAt"
       FROM member_pending_action
      WHERE id = $1 AND member_id = $2${options.forUpdate ? '\n      FOR UPDATE' : ''}`,
    [actionId, memberId],
  );
  return rows[0] ?? null;
}

/** Completes an action; accepting the programme rules also stamps the member's acceptance time. */
export async function completePendingAction(
  db: Queryable,
  input: { memberId: number; action: PendingActionRow; now: Date },
): Promise<void> {
  await db.query('UPDATE member_pending_action SET completed_at = $2 WHERE id = $1 AND completed_at IS NULL', [
    input.action.id,
    input.now,
  ]);
  if (input.action.type === 'accept_program_rules') {
    await db.query('UPDATE member SET rules_accepted_at = $2, updated_at = $2 WHERE id = $1', [input.memberId, input.now]);
  }
}

/** Every programme's id. */
export async function findProgrammeIds(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM programme');
  return rows.map((row) => Number(row.id));
}
