import { randomUUID } from 'node:crypto';
import { HttpPayWithRewardsGateway } from '@infrastructure/http-pay-with-rewards-gateway';
import { HttpRedemptionGateway } from '@infrastructure/http-redemption-gateway';
import { describe } from 'vitest';
import { FakePayWithRewardsGateway, aPurchase } from '../fakes/fake-pay-with-rewards-gateway';
import { FakeRedemptionGateway } from '../fakes/fake-redemption-gateway';
import { FixedClock } from '../fakes/fixed-clock';
import { payWithRewardsGatewayContract } from './pay-with-rewards-gateway.contract';
import { redemptionGatewayContract } from './redemption-gateway.contract';
import { signedInClient } from './support/member-client';
import { useRealProgrammeApiAndDatabase } from './support/real-programme-api-and-database';

describe('Redemption gateways: the fakes used by use-case and UI tests', () => {
  describe('RedemptionGateway contract', () => {
    redemptionGatewayContract(async () => ({
      gateway: new FakeRedemptionGateway(),
      eliteAccountId: 101,
      cashAccountId: 103,
      othersAccountId: 201,
      verifiedRewardId: 900,
      plainRewardId: 901,
      freshKey: () => randomUUID(),
    }));
  });

  describe('PayWithRewardsGateway contract', () => {
    payWithRewardsGatewayContract(async () => {
      const clock = new FixedClock();
      const now = clock.now();
      const purchases = [
        aPurchase(1, now, 46, { referenceIdentifier: 'CT-1001-0003', amountCents: 9_000 }),
        aPurchase(2, now, 32, { referenceIdentifier: 'CT-1001-0004', amountCents: 1_450 }),
        aPurchase(3, now, 5, { referenceIdentifier: 'CT-1001-0001' }),
        aPurchase(4, now, 10, { referenceIdentifier: 'CT-BULK-1', amountCents: 3_000 }),
        aPurchase(5, now, 12, { referenceIdentifier: 'CT-BULK-2', amountCents: 4_000 }),
      ];
      return {
        gateway: new FakePayWithRewardsGateway(clock, new Map([[101, purchases]])),
        accountId: 101,
        eligibleReference: 'CT-1001-0003',
        smallReference: 'CT-1001-0004',
        bulkReferences: ['CT-BULK-1', 'CT-BULK-2'],
        othersAccountId: 201,
        freshKey: () => randomUUID(),
      };
    });
  });
});

describe('Redemption gateways: the openapi-fetch adapters against the real programme API', () => {
  const real = useRealProgrammeApiAndDatabase();
  const url = () => real().server.url;
  const idOf = async (sql: string, value: string) => (await real().pool.query<{ id: number }>(sql, [value])).rows[0]!.id;
  const cardId = (reference: string) => idOf('SELECT id FROM account WHERE reference_identifier = $1', reference);
  const productId = (slug: string) => idOf('SELECT id FROM product WHERE slug = $1', slug);

  describe('RedemptionGateway contract', () => {
    redemptionGatewayContract(async () => {
      const elite = await signedInClient(url(), 'elite');
      return {
        gateway: new HttpRedemptionGateway(elite.client, 'demo'),
        eliteAccountId: await cardId('ACC-1001'),
        cashAccountId: await cardId('ACC-1003'),
        othersAccountId: await cardId('ACC-2001'),
        verifiedRewardId: await productId('mortgage-prepayment'),
        plainRewardId: await productId('rrsp-contribution'),
        freshKey: () => randomUUID(),
      };
    });
  });

  describe('PayWithRewardsGateway contract', () => {
    let purchases = 0;
    payWithRewardsGatewayContract(async () => {
      const elite = await signedInClient(url(), 'elite');
      const accountId = await cardId('ACC-1001');
      // A purchase of its own for each test: each is reimbursed once.
      purchases += 1;
      const reference = `CT-CONTRACT-PWR-${purchases}`;
      await real().pool.query(
        `INSERT INTO card_transaction (account_id, reference_identifier, kind, description_en, amount_cents, transaction_at, posted_at)
         VALUES ($1, $2, 'purchase', 'Contract Outfitters', 9000, now() - interval '46 days', now() - interval '46 days')`,
        [accountId, reference],
      );
      for (const [suffix, cents] of [['A', 3_000], ['B', 4_000]] as const) {
        await real().pool.query(
          `INSERT INTO card_transaction (account_id, reference_identifier, kind, description_en, amount_cents, transaction_at, posted_at)
           VALUES ($1, $2, 'purchase', 'Contract Outfitters', $3, now() - interval '10 days', now() - interval '10 days')`,
          [accountId, `${reference}-${suffix}`, cents],
        );
      }
      return {
        gateway: new HttpPayWithRewardsGateway(elite.client),
        accountId,
        eligibleReference: reference,
        smallReference: 'CT-1001-0004',
        bulkReferences: [`${reference}-A`, `${reference}-B`],
        othersAccountId: await cardId('ACC-2001'),
        freshKey: () => randomUUID(),
      };
    });
  });
});
