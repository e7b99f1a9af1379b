import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RaceCard } from './race';
import { loginAll } from './test-app';

/**
 * Every member of a race card signs in, then all check out their own cart at
 * the same moment (each with a fresh Idempotency-Key), through `inject`: how
 * every in-process checkout race starts; the suites assert on the answers.
 */
export async function checkoutEveryCartAtOnce(
  app: FastifyInstance,
  race: RaceCard,
  payloadOf: (cartId: number, accountId: number) => object,
): Promise<LightMyRequestResponse[]> {
  const tokens = await loginAll(app, race.logins);
  return Promise.all(
    race.cartIds.map((cartId, index) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/shoppingCart/checkout',
        headers: { authorization: `Bearer ${tokens[index]}`, 'idempotency-key': randomUUID() },
        payload: payloadOf(cartId, race.accountId),
      }),
    ),
  );
}
