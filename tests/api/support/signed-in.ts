import { beforeAll } from 'vitest';
import type { Shopper } from './shop';
import { signedInShopper } from './signed-in-shopper';
import { login, type TestApp } from './test-app';

/** Something a suite signs in once before its tests; read it in a test or a later hook. */
function signedInForTheSuite<T>(who: string, signIn: () => Promise<T>): () => T {
  let signedIn: { value: T } | undefined;
  beforeAll(async () => {
    signedIn = { value: await signIn() };
  });
  return () => {
    if (signedIn === undefined) throw new Error(`${who} signs in in beforeAll: use it in a test or a later hook`);
    return signedIn.value;
  };
}

/**
 * A demo member's session token for the whole suite: the line most API
 * suites open with, said once. Call it after `useTestApp`.
 */
export function useSignedIn(t: Pick<TestApp, 'app'>, member: string): () => string {
  return signedInForTheSuite(member, () => login(t.app, member));
}

/** A demo member signed in for the whole suite, shopping on one of their cards (see signedInShopper). Call it after `useTestApp`. */
export function useSignedInShopper(t: Pick<TestApp, 'app' | 'db'>, member: string, cardType?: string): () => Shopper {
  return signedInForTheSuite(member, () => signedInShopper(t, member, cardType));
}
