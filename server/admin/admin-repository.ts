import type { Queryable } from '../database/queryable';
import type { AdminAccessLevel } from '../auth/token-service';

export interface AdminRow {
  id: number;
  programmeId: number;
  userAccount: string;
  firstName: string;
  lastName: string;
  accessLevel: AdminAccessLevel;
}

export interface AdminCredentialsRow {
  id: number;
  passwordHash: string;
}

/** A member as the support console lists them. */
export interface ConsoleMemberRow {
  userAccount: string;
  firstName: string;
  lastName: string;
  accountCategory: string;
  preferredLanguage: string;
  hasOnlineAccess: boolean;
  hasPendingActions: boolean;
}

export async function findAdminCredentials(db: Queryable, programmeId: number, userAccount: string): Promise<AdminCredentialsRow | null> {
  const { rows } = await db.query<AdminCredentialsRow>(
    `SELECT id, password_hash AS "passwordHash"
       FROM admin_user
      WHERE programme_id = $1 AND lower(user_account) = lower($2)`,
    [programmeId, userAccount],
  );
  return rows[0] ?? null;
}

export async function findAdminById(db: Queryable, adminId: number): Promise<AdminRow | null> {
  const { rows } = await db.query<AdminRow>(
    `SELECT id, programme_id AS "programmeId", user_account AS "userAccount",
            first_name AS "firstName", last_name AS "lastName", access_level AS "accessLevel"
       FROM admin_user
      WHERE id = $1`,
    [adminId],
  );
  return rows[0] ?? null;
}

export async function listConsoleMembers(db: Queryable, programmeId: number): Promise<ConsoleMemberRow[]> {
  const { rows } = await db.query<ConsoleMemberRow>(
    `SELECT m.user_account AS "userAccount", m.first_name AS "firstName", m.last_name AS "lastName",
            m.account_category AS "accountCategory", m.preferred_language AS "preferredLanguage",
            m.password_hash IS NOT NULL AS "hasOnlineAccess",
            EXISTS (SELECT 1 FROM member_pending_action p WHERE p.member_id = m.id AND p.completed_at IS NULL)
              AS "hasPendingActions"
       FROM member m
      WHERE m.programme_id = $1
      ORDER BY lower(m.last_name), lower(m.first_name), m.id`,
    [programmeId],
  );
  return rows;
}

/** A card as the support console lists it (the bank's card system, in the sandbox). */
export interface ConsoleCardRow {
  reference: string;
  maskedNumber: string;
  nameOnCard: string;
  status: 'ACTIVE' | 'ON HOLD' | 'CANCELED';
}

export async function listConsoleCards(db: Queryable, programmeId: number): Promise<ConsoleCardRow[]> {
  const { rows } = await db.query<ConsoleCardRow>(
    `SELECT reference_identifier AS reference, masked_number AS "maskedNumber", name_on_card AS "nameOnCard", status
       FROM account WHERE programme_id = $1 ORDER BY reference_identifier`,
    [programmeId],
  );
  return rows;
}

/**
 * Puts a card of the programme on hold (`hold`) or releases its hold, as the
 * bank's card system would; a cancelled card stays cancelled. False when no
 * such card could change.
 */
export async function setConsoleCardHold(db: Queryable, programmeId: number, reference: string, hold: boolean): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE account SET status = $3, status_changed_at = now()
      WHERE programme_id = $1 AND reference_identifier = $2 AND status = $4`,
    [programmeId, reference, hold ? 'ON HOLD' : 'ACTIVE', hold ? 'ACTIVE' : 'ON HOLD'],
  );
  return rowCount === 1;
}
