import type { Queryable } from '../database/queryable';

/** An authorized redeemer of a card, with its relation in both languages. */
export interface RedeemerRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  relationCode: string;
  relationEn: string;
  relationFr: string;
  addedAt: Date;
  hasOnlineAccess: boolean;
}

const SELECT_REDEEMERS = `
  SELECT r.id, r.first_name AS "firstName", r.last_name AS "lastName", r.email, r.relation_code AS "relationCode",
         rel.name_en AS "relationEn", rel.name_fr AS "relationFr", r.added_at AS "addedAt",
         (m.id IS NOT NULL AND m.password_hash IS NOT NULL) AS "hasOnlineAccess"
    FROM authorized_redeemer r
    JOIN authorized_redeemer_relation rel ON rel.code = r.relation_code
    LEFT JOIN member m ON m.id = r.member_id`;

export async function findRelations(db: Queryable): Promise<{ code: string; nameEn: string; nameFr: string }[]> {
  const { rows } = await db.query<{ code: string; nameEn: string; nameFr: string }>(
    'SELECT code, name_en AS "nameEn", name_fr AS "nameFr" FROM authorized_redeemer_relation ORDER BY position, code',
  );
  return rows;
}

export async function relationExists(db: Queryable, code: string): Promise<boolean> {
  const relation = await db.query('SELECT 1 FROM authorized_redeemer_relation WHERE code = $1', [code]);
  return relation.rows.length > 0;
}

/** The card's current redeemers, first added first. */
export async function findRedeemers(db: Queryable, accountId: number): Promise<RedeemerRow[]> {
  const { rows } = await db.query<RedeemerRow>(`${SELECT_REDEEMERS} WHERE r.account_id = $1 AND r.removed_at IS NULL ORDER BY r.added_at, r.id`, [
    accountId,
  ]);
  return rows;
}

export async function findRedeemer(db: Queryable, accountId: number, id: number): Promise<RedeemerRow | null> {
  const { rows } = await db.query<RedeemerRow>(`${SELECT_REDEEMERS} WHERE r.account_id = $1 AND r.id = $2`, [accountId, id]);
  return rows[0] ?? null;
}

/** Serialises changes to one card's redeemers (the one-per-email rule reads, then writes). */
export async function lockCard(db: Queryable, accountId: number): Promise<void> {
  await db.query('SELECT id FROM account WHERE id = $1 FOR UPDATE', [accountId]);
}

export async function isCurrentRedeemer(db: Queryable, accountId: number, email: string): Promise<boolean> {
  const existing = await db.query('SELECT 1 FROM authorized_redeemer WHERE account_id = $1 AND lower(email) = lower($2) AND removed_at IS NULL', [
    accountId,
    email,
  ]);
  return existing.rows.length > 0;
}

/** Another member of the programme with this email (case aside), if any: the redeemer becomes a member of the card. */
export async function findProgrammeMemberByEmail(db: Queryable, programmeId: number, email: string, exceptMemberId: number): Promise<number | null> {
  const person = await db.query<{ id: number }>(
    'SELECT id FROM member WHERE programme_id = $1 AND lower(email) = lower($2) AND id <> $3 ORDER BY id LIMIT 1',
    [programmeId, email, exceptMemberId],
  );
  return person.rows[0]?.id ?? null;
}

export async function insertRedeemer(
  db: Queryable,
  input: {
    accountId: number;
    memberId: number | null;
    firstName: string;
    lastName: string;
    email: string;
    relationCode: string;
    addedByMemberId: number;
    adminId: number | null;
    at: Date;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO authorized_redeemer (account_id, member_id, first_name, last_name, email, relation_code, added_by_member_id, admin_id, added_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [input.accountId, input.memberId, input.firstName, input.lastName, input.email, input.relationCode, input.addedByMemberId, input.adminId, input.at],
  );
  return rows[0]!.id;
}

/** Makes a member a non-primary member of the card (once). */
export async function addCardMember(db: Queryable, accountId: number, memberId: number, at: Date): Promise<void> {
  await db.query('INSERT INTO account_member (account_id, member_id, is_primary, added_at) VALUES ($1, $2, false, $3) ON CONFLICT DO NOTHING', [
    accountId,
    memberId,
    at,
  ]);
}

/** Marks a current redeemer removed; answers its member, or undefined when there is no such current redeemer. */
export async function markRedeemerRemoved(
  db: Queryable,
  input: { redeemerId: number; accountId: number; at: Date; byMemberId: number },
): Promise<{ memberId: number | null } | undefined> {
  const { rows } = await db.query<{ memberId: number | null }>(
    `UPDATE authorized_redeemer SET removed_at = $3, removed_by_member_id = $4
      WHERE id = $1 AND account_id = $2 AND removed_at IS NULL RETURNING member_id AS "memberId"`,
    [input.redeemerId, input.accountId, input.at, input.byMemberId],
  );
  return rows[0];
}

/** Takes a non-primary member off the card. */
export async function removeCardMember(db: Queryable, accountId: number, memberId: number): Promise<void> {
  await db.query('DELETE FROM account_member WHERE account_id = $1 AND member_id = $2 AND NOT is_primary', [accountId, memberId]);
}
