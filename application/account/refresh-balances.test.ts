import { describe, expect, it } from 'vitest';
import { alexAccounts, anAccount } from '../../tests/fakes/account-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { current } from '../../tests/fakes/slow-answers';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { RefreshBalances } from './refresh-balances';

/** Alex's cards as read after a checkout on card 101: 22,300 points fewer. */
function debited() {
  return alexAccounts().map((account) => (account.id === 101 ? { ...account, lastBalance: 130_000, pooledBalance: 130_000 } : account));
}

function setUp(shopper: 'member' | 'guest' = 'member') {
  const context = shopperContext(shopper);
  const gateway = new FakeAccountGateway(debited());
  return { ...context, gateway, refresh: new RefreshBalances(gateway, context.accounts, context.sessions, context.errors) };
}

describe('RefreshBalances', () => {
  it('shows the active card’s new balance without loading anything else (spec §2 utility bar)', async () => {
    const { refresh, accounts } = setUp();
    const seen: string[] = [];
    const watching = accounts.utilityBar$.subscribe((view) => seen.push(view.status));
    await refresh.execute();
    watching.unsubscribe();
    expect(accounts.snapshot).toMatchObject({ accountId: 101, balance: 130_000, pooledBalance: 130_000, loading: false, loaded: true });
    expect(current(accounts.utilityBar$)).toMatchObject({ status: 'ready', pooledBalance: 130_000 });
    expect(seen).toEqual(['ready', 'ready']);
    // Only usable cards are kept, as after the first load.
    expect(accounts.snapshot.accounts.map((account) => account.id)).toEqual([101, 102, 103]);
  });

  it('keeps the active card when it is not the first one', async () => {
    const { refresh, accounts } = setUp();
    const cards = alexAccounts();
    accounts.switchStarted();
    accounts.switchFinished(cards[1]!);
    await refresh.execute();
    expect(accounts.snapshot).toMatchObject({ accountId: 102, pooledBalance: 48_750 });
  });

  it('changes nothing when the active card is no longer read', async () => {
    const { refresh, accounts, gateway } = setUp();
    const before = accounts.snapshot;
    gateway.result = { ok: true, accounts: [anAccount({ id: 102 })] };
    await refresh.execute();
    expect(accounts.snapshot).toBe(before);
  });

  it('changes nothing and reports a failure, unless it is the session’s', async () => {
    const { refresh, accounts, gateway, errors } = setUp();
    gateway.failWith(UNAVAILABLE);
    await refresh.execute();
    expect(accounts.snapshot.pooledBalance).toBe(152_300);
    expect(errors.reports).toHaveLength(1);
    gateway.failWith(UNAUTHORIZED);
    await refresh.execute();
    expect(errors.reports).toHaveLength(1);
  });

  it('asks nothing for a visitor, and applies nothing once the member has signed out', async () => {
    const visitor = setUp('guest');
    await visitor.refresh.execute();
    expect(visitor.gateway.calls).toBe(0);

    const { refresh, gateway, accounts, endSession } = setUp();
    gateway.hold();
    const refreshing = refresh.execute();
    endSession.execute();
    gateway.release();
    await refreshing;
    expect(accounts.snapshot.accounts).toEqual([]);
  });
});
