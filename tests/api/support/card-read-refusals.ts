import { expect } from 'vitest';
import { cardOf } from './shop';
import { signedInShopper } from './signed-in-shopper';
import type { TestApp } from './test-app';

/**
 * What every read of one card refuses: another member's card is a 404, an id that is not a number a 400, and a
 * guest a 401. `path` names the card's operation under /api/v1 for a card id.
 */
export async function expectCardReadRefusals(t: TestApp, path: (cardId: string | number) => string): Promise<void> {
  const marie = await signedInShopper(t, 'marie');
  const eliteCard = await cardOf(t.db.pool, 'elite', 'elite');
  expect((await marie.request('GET', path(eliteCard))).statusCode).toBe(404);
  expect((await marie.request('GET', path('abc'))).statusCode).toBe(400);
  expect((await t.app.inject({ url: `/api/v1${path(eliteCard)}` })).statusCode).toBe(401);
}
