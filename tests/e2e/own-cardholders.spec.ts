import type { APIRequestContext } from '@playwright/test';
import { cardholderLike } from './support/cardholders';
import { DEMO_PASSWORD } from './support/demo';
import { expect, test } from './support/test';

/**
 * The journeys' own cardholders (support/cardholders.ts) stand in for the
 * demo cardholder they copy: same password, same cards and balances, under
 * their own sign-in name and card references, so what a journey spends never
 * shows in another journey.
 */

async function cardsOf(request: APIRequestContext, login: string): Promise<{ reference: string; points: number; status: string }[]> {
  const signIn = await request.post('/api/v1/auth/login', {
    data: { user_account: login, password: DEMO_PASSWORD, program_slug: 'demo', type: 'member' },
  });
  expect(signIn.status(), `sign-in of ${login}`).toBe(200);
  const { data: session } = (await signIn.json()) as { data: { token: string } };
  const response = await request.get('/api/v1/member/account', { headers: { authorization: `Bearer ${session.token}` } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { reference_identifier: string; pooled_balance: number; status: string }[] };
  return data.map((card) => ({ reference: card.reference_identifier, points: card.pooled_balance, status: card.status }));
}

test("a journey's own cardholder signs in with the demo password and holds the demo cardholder's cards and balances under new references", async ({
  request,
}) => {
  const copy = await cardholderLike('elite');
  expect(copy).toMatch(/^elite\.[0-9A-F]{8}$/);
  const original = await cardsOf(request, 'elite');
  const copied = await cardsOf(request, copy);
  expect(original.length).toBeGreaterThan(1);
  expect(copied.map(({ points, status }) => ({ points, status }))).toEqual(original.map(({ points, status }) => ({ points, status })));
  for (const [index, card] of copied.entries()) expect(card.reference).toBe(`${original[index]!.reference}-${copy.split('.')[1]}`);
});
