import { cardOf, Shopper } from './shop';
import { login, type TestApp } from './test-app';

/**
 * A demo member signed in and shopping on one of their cards (the first, or
 * the first of `cardType`): the line most shop suites open with, said once.
 */
export async function signedInShopper(t: Pick<TestApp, 'app' | 'db'>, member: string, cardType?: string): Promise<Shopper> {
  return new Shopper(t.app, await login(t.app, member), await cardOf(t.db.pool, member, cardType));
}
