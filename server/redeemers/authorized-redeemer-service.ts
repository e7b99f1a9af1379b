import type { Locale } from '@domain/locale/locale';
import { actingAgentOf, declareActingAgent } from '../auth/acting-agent';
import type { components } from '@openapi/programme-api';
import type { Pool, PoolClient } from 'pg';
import type { SessionClaims } from '../auth/token-service';
import type { Clock } from '../clock';
import { withTransaction } from '../database/create-pool';
import type { Queryable } from '../database/queryable';
import { ApiError } from '../http/api-error';
import { requireCardCapability } from '../members/card-membership';
import type { MemberRow } from '../members/member-repository';

type AuthorizedRedeemer = components['schemas']['AuthorizedRedeemer'];
type Relation = components['schemas']['AuthorizedRedeemerRelation'];

interface RedeemerRow {
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

function toRedeemer(row: RedeemerRow, locale: Locale): AuthorizedRedeemer {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    relation: { code: row.relationCode, name: locale === 'fr-CA' ? row.relationFr : row.relationEn },
    added_at: row.addedAt.toISOString(),
    has_online_access: row.hasOnlineAccess,
  };
}

async function lockCard(client: PoolClient, accountId: number): Promise<void> {
  // Serialises changes to one card's redeemers (the one-per-email rule reads, then writes).
  await client.query('SELECT id FROM account WHERE id = $1 FOR UPDATE', [accountId]);
}

/**
 * The authorized redeemers of a card (spec §3, §7): who besides its primary
 * holder may redeem its points. Only the primary holder lists and changes
 * them. A redeemer who is a member of the programme (by email) becomes a
 * non-primary member of the card while named, which lets them redeem on it
 * and nothing else (domain/account/card-access.ts); removing them takes that
 * away at once.
 */
export class AuthorizedRedeemerService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async relations(locale: Locale): Promise<Relation[]> {
    const { rows } = await this.pool.query<{ code: string; nameEn: string; nameFr: string }>(
      'SELECT code, name_en AS "nameEn", name_fr AS "nameFr" FROM authorized_redeemer_relation ORDER BY position, code',
    );
    return rows.map((row) => ({ code: row.code, name: locale === 'fr-CA' ? row.nameFr : row.nameEn }));
  }

  async list(member: MemberRow, accountId: number, locale: Locale): Promise<AuthorizedRedeemer[]> {
    await requireCardCapability(this.pool, member, accountId, 'manage-redeemers');
    const { rows } = await this.pool.query<RedeemerRow>(
      `${SELECT_REDEEMERS} WHERE r.account_id = $1 AND r.removed_at IS NULL ORDER BY r.added_at, r.id`,
      [accountId],
    );
    return rows.map((row) => toRedeemer(row, locale));
  }

  async add(
    member: MemberRow,
    session: SessionClaims,
    input: { accountId: number; firstName: string; lastName: string; email: string; relationCode: string; locale: Locale },
  ): Promise<AuthorizedRedeemer> {
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    const email = input.email.trim();
    const errors = [
      ...(firstName === '' ? [{ field: 'first_name', message: 'must not be empty' }] : []),
      ...(lastName === '' ? [{ field: 'last_name', message: 'must not be empty' }] : []),
      ...(member.email !== null && email.toLowerCase() === member.email.toLowerCase()
        ? [{ field: 'email', message: 'is your own: you already redeem on this card' }]
        : []),
    ];
    const id = await withTransaction(this.pool, async (client) => {
      await declareActingAgent(client, actingAgentOf(session));
      // The card first: another member's card is a 404 whatever the body says.
      await requireCardCapability(client, member, input.accountId, 'manage-redeemers');
      if (errors.length > 0) throw ApiError.validation(errors);
      const relation = await client.query('SELECT 1 FROM authorized_redeemer_relation WHERE code = $1', [input.relationCode]);
      if (relation.rows.length === 0)
        throw ApiError.validation([{ field: 'relation_code', message: 'is not a relation of GET /member/authorized-redeemer-relations' }]);
      await lockCard(client, input.accountId);
      const existing = await client.query(
        'SELECT 1 FROM authorized_redeemer WHERE account_id = $1 AND lower(email) = lower($2) AND removed_at IS NULL',
        [input.accountId, email],
      );
      if (existing.rows.length > 0)
        throw ApiError.conflict('AUTHORIZED_REDEEMER_EXISTS', 'This person is already an authorized redeemer on this card.');
      const person = await client.query<{ id: number }>(
        'SELECT id FROM member WHERE programme_id = $1 AND lower(email) = lower($2) AND id <> $3 ORDER BY id LIMIT 1',
        [member.programmeId, email, member.id],
      );
      const personId = person.rows[0]?.id ?? null;
      const now = this.clock.now();
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO authorized_redeemer (account_id, member_id, first_name, last_name, email, relation_code, added_by_member_id, admin_id, added_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [input.accountId, personId, firstName, lastName, email, input.relationCode, member.id, session.loginAs?.adminId ?? null, now],
      );
      if (personId !== null) {
        await client.query(
          'INSERT INTO account_member (account_id, member_id, is_primary, added_at) VALUES ($1, $2, false, $3) ON CONFLICT DO NOTHING',
          [input.accountId, personId, now],
        );
      }
      return rows[0]!.id;
    });
    return toRedeemer((await this.find(this.pool, input.accountId, id))!, input.locale);
  }

  async remove(member: MemberRow, session: SessionClaims, accountId: number, redeemerId: number): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      await declareActingAgent(client, actingAgentOf(session));
      await requireCardCapability(client, member, accountId, 'manage-redeemers');
      await lockCard(client, accountId);
      const { rows } = await client.query<{ memberId: number | null }>(
        `UPDATE authorized_redeemer SET removed_at = $3, removed_by_member_id = $4
          WHERE id = $1 AND account_id = $2 AND removed_at IS NULL RETURNING member_id AS "memberId"`,
        [redeemerId, accountId, this.clock.now(), member.id],
      );
      const removed = rows[0];
      if (!removed) throw ApiError.notFound('No such authorized redeemer on this card.');
      if (removed.memberId !== null) {
        await client.query('DELETE FROM account_member WHERE account_id = $1 AND member_id = $2 AND NOT is_primary', [
          accountId,
          removed.memberId,
        ]);
      }
    });
  }

  private async find(db: Queryable, accountId: number, id: number): Promise<RedeemerRow | null> {
    const { rows } = await db.query<RedeemerRow>(`${SELECT_REDEEMERS} WHERE r.account_id = $1 AND r.id = $2`, [accountId, id]);
    return rows[0] ?? null;
  }
}
