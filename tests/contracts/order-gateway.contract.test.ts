import { HttpOrderGateway } from '@infrastructure/http-order-gateway';
import { describe } from 'vitest';
import { apiHistoricalOrder, apiOrder, apiOrderItem } from '../fakes/api-fixtures';
import { FakeOrderGateway } from '../fakes/fake-order-gateway';
import { FixedClock } from '../fakes/fixed-clock';
import { orderGatewayContract } from './order-gateway.contract';
import { signedInClient } from './support/member-client';
import { placePointsOrder } from './support/place-order';
import { useRealProgrammeApi } from './support/real-programme-api';

const HOUR_MS = 3_600_000;

describe('OrderGateway contract: the fake used by use-case and UI tests', () => {
  orderGatewayContract(async () => {
    const clock = new FixedClock('2026-03-01T12:00:00.000Z');
    const gateway = new FakeOrderGateway(clock);
    gateway.accountIds = new Set([101, 102]);
    const twoDaysAgo = new Date(clock.now().getTime() - 48 * HOUR_MS).toISOString();
    gateway.withOrder(
      apiOrder(1, {
        created_at: twoDaysAgo,
        order_items: [
          apiOrderItem(11, {
            order_statuses: [
              { status: 'placed', reason: null, created_at: twoDaysAgo },
              { status: 'processing', reason: null, created_at: twoDaysAgo },
            ],
          }),
        ],
      }),
    );
    gateway.withOrder(
      apiOrder(2, { account: { id: 201, reference_identifier: 'ACC-201', masked_medium_number: '**** 1111', account_type: 'Advance' } }),
      'someone-else',
    );
    gateway
      .withHistoricalOrder(apiHistoricalOrder(1), 101)
      .withHistoricalOrder(apiHistoricalOrder(2, { created_at: '2024-11-02T10:00:00.000Z' }), 102)
      .withHistoricalOrder(apiHistoricalOrder(3, { created_at: '2025-06-01T10:00:00.000Z' }), 201, 'someone-else');
    gateway.withOrder(
      apiOrder(5, {
        created_at: twoDaysAgo,
        order_items: [
          apiOrderItem(51, {
            product_type: 'egiftcard',
            sale_channel: { code: 'EGIF' },
            order_statuses: [{ status: 'delivered', reason: null, created_at: twoDaysAgo }],
          }),
        ],
      }),
    );
    let nextId = 100;
    return {
      gateway,
      deliveredEgift: { id: 5, itemIds: [51] },
      accountId: 101,
      othersAccountId: 201,
      othersOrderId: 2,
      closedOrderId: 1,
      placeOrder: async () => {
        nextId += 1;
        const id = nextId;
        const now = clock.now().toISOString();
        const items = [
          apiOrderItem(id * 10 + 1),
          apiOrderItem(id * 10 + 2, { product: { id: 8, slug: 'kettle', name: 'Kettle', image: null } }),
        ].map((item) => ({
          ...item,
          order_statuses: [{ status: 'placed', reason: null, created_at: now }],
        }));
        gateway.withOrder(apiOrder(id, { created_at: now, order_items: items }));
        return { id, itemIds: items.map((item) => item.id) };
      },
    };
  });
});

describe('OrderGateway contract: the openapi-fetch adapter against the real programme API', () => {
  const server = useRealProgrammeApi();
  // Another member's order, placed once for the whole suite (each placement spends that member's points).
  let othersOrder: Promise<{ id: number; accountId: number }> | null = null;

  orderGatewayContract(async () => {
    const elite = await signedInClient(server().url, 'elite');
    const gateway = new HttpOrderGateway(elite.client);
    const accountId = elite.accountIds[0]!;
    othersOrder ??= signedInClient(server().url, 'marie').then(async (marie) => ({
      id: (await placePointsOrder(marie.client, marie.accountIds[0]!, 1)).id,
      accountId: marie.accountIds[0]!,
    }));
    const others = await othersOrder;
    const seeded = await gateway.listOrders({ accountId: null, page: 1, locale: 'en-CA' });
    if (!seeded.ok) throw new Error(`elite's history failed: ${seeded.detail}`);
    const closed = seeded.page.orders.find((order) => order.referenceIdentifier === 'DEMO-ELITE-0002');
    if (!closed) throw new Error('the seeded order of two days ago is not in the history');
    // The seeded delivered eGift card (the contract sends it again once per server).
    const egiftOrder = seeded.page.orders.find((order) => order.items.some((item) => item.productType === 'egiftcard' && item.status === 'delivered'));
    if (!egiftOrder) throw new Error('the seeded delivered eGift card is not in the history');
    const egiftItems = egiftOrder.items.filter((item) => item.productType === 'egiftcard').map((item) => item.itemId);
    return {
      gateway,
      accountId,
      othersAccountId: others.accountId,
      othersOrderId: others.id,
      closedOrderId: closed.id,
      deliveredEgift: { id: egiftOrder.id, itemIds: egiftItems },
      placeOrder: () => placePointsOrder(elite.client, accountId),
    };
  });
});
