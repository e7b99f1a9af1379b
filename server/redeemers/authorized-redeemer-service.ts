import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { actingAgentOf } from '../auth/acting-agent';
import { declareActingAgent } from '../auth/acting-agent-repository';
import type { AuthorizedRedeemer, AuthorizedRedeemerRelation as Relation } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { SessionClaims } from '../auth/token-service';
import type { Clock } from '../clock';
import { withTransaction } from '../database/create-pool';
import { ApiError } from '../http/api-error';
import { requireCardCapability } from '../account/card-membership';
import type { MemberRow } from '../account/member-repository';
import {
  addCardMember,
  findProgrammeMemberByEmail,
  findRedeemer,
  findRedeemers,
  findRelations,
  insertRedeemer,
  isCurrentRedeemer,
  lockCard,
  markRedeemerRemoved,
  relationExists,
  removeCardMember,
  type RedeemerRow,
} from './authorized-redeemer-repository';

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
    const rows = await findRelations(this.pool);
    return rows.map((row) => ({ code: row.code, name: locale === 'fr-CA' ? row.nameFr : row.nameEn }));
  }

  async list(member: MemberRow, accountId: number, locale: Locale): Promise<AuthorizedRedeemer[]> {
    await requireCardCapability(this.pool, member, accountId, 'manage-redeemers');
    const rows = await findRedeemers(this.pool, accountId);
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
      if (!(await relationExists(client, input.relationCode)))
        throw ApiError.validation([{ field: 'relation_code', message: 'is not a relation of GET /member/authorized-redeemer-relations' }]);
      await lockCard(client, input.accountId);
      if (await isCurrentRedeemer(client, input.accountId, email))
        throw ApiError.conflict('AUTHORIZED_REDEEMER_EXISTS', 'This person is already an authorized redeemer on this card.');
      const personId = await findProgrammeMemberByEmail(client, member.programmeId, email, member.id);
      const now = this.clock.now();
      const redeemerId = await insertRedeemer(client, {
        accountId: input.accountId,
        memberId: personId,
        firstName,
        lastName,
        email,
        relationCode: input.relationCode,
        addedByMemberId: member.id,
        adminId: session.loginAs?.adminId ?? null,
        at: now,
      });
      if (personId !== null) await addCardMember(client, input.accountId, personId, now);
      return redeemerId;
    });
    return toRedeemer((await findRedeemer(this.pool, input.accountId, id))!, input.locale);
  }

  async remove(member: MemberRow, session: SessionClaims, accountId: number, redeemerId: number): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      await declareActingAgent(client, actingAgentOf(session));
      await requireCardCapability(client, member, accountId, 'manage-redeemers');
      await lockCard(client, accountId);
      const removed = await markRedeemerRemoved(client, { redeemerId, accountId, at: this.clock.now(), byMemberId: member.id });
      if (!removed) throw ApiError.notFound('No such authorized redeemer on this card.');
      if (removed.memberId !== null) {
        await removeCardMember(client, accountId, removed.memberId);
      }
    });
  }
}
