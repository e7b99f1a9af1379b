import { expect, it } from 'vitest';

/** The cards of a card-scoped port's setup that the member may not use it on. */
export interface CardAccessSetup {
  /** A card of another member. */
  readonly othersAccountId: number;
  /** A card the member is only an authorized redeemer on. */
  readonly redeemerOnlyAccountId: number;
}

/**
 * What every port about one of the member's cards must do with a card that
 * is not theirs to use (decisions §8): another member's card is not found;
 * a card the member only redeems on is for its primary holder only.
 * `calls` makes each of the port's calls for card `accountId`, one after
 * the other.
 */
export function cardAccessContract<S extends CardAccessSetup>(
  makeSetup: () => Promise<S>,
  calls: (setup: S, accountId: number) => ReadonlyArray<() => Promise<unknown>>,
): void {
  it('another member’s card is not found; a card the member only redeems on is for its primary holder only', async () => {
    const setup = await makeSetup();
    for (const [accountId, reason] of [
      [setup.othersAccountId, 'not-found'],
      [setup.redeemerOnlyAccountId, 'primary-only'],
    ] as const) {
      for (const call of calls(setup, accountId)) expect(await call()).toMatchObject({ ok: false, reason });
    }
  });
}
