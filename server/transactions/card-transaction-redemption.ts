import type { CardCapability } from '@rewards-storefront/domain/account/card-access';
import type { PoolClient } from 'pg';
import { actingAgentOf } from '../auth/acting-agent';
import { declareActingAgent } from '../auth/acting-agent-repository';
import type { SessionClaims } from '../auth/token-service';
import { requireCardCapability } from '../account/card-membership';
import type { MemberRow } from '../account/member-repository';
import { ApiError } from '../http/api-error';
import { debitPoints, type DebitPurpose } from '../ledger/point-ledger';
import { newReferenceIdentifier } from '../orders/reference-number';
import { insertCardRedemption } from './card-redemption-repository';

/** Who acts is declared for the audit; the card must be the member's own, allowed `capability`, and active. */
export async function requireActiveCardFor(
  client: PoolClient,
  member: MemberRow,
  session: SessionClaims,
  accountId: number,
  capability: CardCapability,
): Promise<void> {
  await declareActingAgent(client, actingAgentOf(session));
  const card = await requireCardCapability(client, member, accountId, capability);
  if (card.status !== 'ACTIVE') throw ApiError.conflict('ACCOUNT_NOT_ACTIVE', 'This card is on hold or cancelled and cannot redeem points.');
}

/** What a card transaction's redemption is (Pay with Rewards or the annual-fee eraser) and what it records. */
const KINDS = {
  pay_with_rewards: { referencePrefix: 'PWR', label: 'Pay with Rewards', purpose: 'redemption' },
  annual_fee_eraser: { referencePrefix: 'AFE', label: 'Annual Fee Eraser', purpose: 'annual-fee' },
} as const satisfies Record<string, { referencePrefix: string; label: string; purpose: DebitPurpose }>;

/**
 * Pays one card transaction (a purchase or an annual fee) back with points,
 * inside the caller's transaction: the redemption row, then the debit under
 * the transaction's own ledger key, `card-transaction:<id>:redeem`, the one
 * key both kinds share, so a transaction is never paid back twice whichever
 * path or race comes second.
 */
export async function redeemCardTransaction(
  client: PoolClient,
  input: {
    kind: keyof typeof KINDS;
    transaction: { id: number; descriptionEn: string };
    accountId: number;
    member: MemberRow;
    session: SessionClaims;
    points: number;
    cashCents: number;
    rate: number;
    now: Date;
  },
): Promise<{ redemptionId: number; reference: string; balance: number }> {
  const kind = KINDS[input.kind];
  const reference = newReferenceIdentifier(input.now).replace(/^R/, kind.referencePrefix);
  const redemptionId = await insertCardRedemption(client, {
    cardTransactionId: input.transaction.id,
    accountId: input.accountId,
    memberId: input.member.id,
    adminId: input.session.loginAs?.adminId ?? null,
    kind: input.kind,
    reference,
    points: input.points,
    cashCents: input.cashCents,
    conversionRate: input.rate,
    at: input.now,
  });
  const balance = await debitPoints(
    client,
    {
      accountId: input.accountId,
      points: input.points,
      description: `${kind.label}: ${input.transaction.descriptionEn}`,
      source: { type: input.kind, id: redemptionId },
      idempotencyKey: `card-transaction:${input.transaction.id}:redeem`,
      at: input.now,
    },
    kind.purpose,
  );
  return { redemptionId, reference, balance };
}
