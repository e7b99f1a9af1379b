import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID, alexAccounts, anAccount } from '../../tests/fakes/account-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { UNAUTHORIZED, UNAVAILABLE, failed } from '../../tests/fakes/failures';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { current, settle } from '../../tests/fakes/slow-answers';
import { RefreshBalances } from './refresh-balances';

/** Alex's cards as the programme holds them after 12,000 points came back to the Elite card and 500 went from Premier World. */
function afterRefund() {
  return alexAccounts().map((card) =>
    card.id === 101
      ? { ...card, lastBalance: 164_300, pooledBalance: 164_300 }
      : card.id === 102
        ? { ...card, lastBalance: 48_250, pooledBalance: 48_250 }
        : card,
  );
}

function setUp(shopper: Shopper = 'member') {
  const context = shopperContext(shopper);
  const gateway = new FakeAccountGateway(afterRefund());
  return { ...context, gateway, refresh: new RefreshBalances(gateway, context.accounts, context.sessions, context.errors) };
}

describe('RefreshBalances', () => {
  it('shows the balances the programme now holds, on the active card and the others', async () => {
    const { refresh, accounts } = setUp();
    await refresh.execute();
    expect(accounts.snapshot).toMatchObject({ accountId: 101, balance: 164_300, pooledBalance: 164_300 });
    expect(accounts.snapshot.accounts.slice(0, 3).map((card) => card.pooledBalance)).toEqual([164_300, 48_250, 9_120]);
    expect(current(accounts.utilityBar$)).toMatchObject({ status: 'ready', pooledBalance: 164_300 });
  });

  it('changes nothing but the balances: no loading, the same active card and card details, so nothing reloads', async () => {
    const { refresh, accounts, context } = setUp();
    const contexts: unknown[] = [];
    context.member$.subscribe((member) => contexts.push(member));
    const before = accounts.snapshot;
    await refresh.execute();
    expect(accounts.snapshot).toEqual({
      ...before,
      balance: 164_300,
      pooledBalance: 164_300,
      accounts: before.accounts.map((card, index) => ({
        ...card,
        lastBalance: afterRefund()[index]!.lastBalance,
        pooledBalance: afterRefund()[index]!.pooledBalance,
      })),
    });
    expect(contexts).toHaveLength(1);
  });

  it('keeps to the cards held: a card that was not among them is not added', async () => {
    const { refresh, accounts, gateway } = setUp();
    gateway.result = {
      ok: true,
      accounts: [...afterRefund(), anAccount({ id: 109, members: [{ memberId: ALEX_MEMBER_ID, isPrimary: true }] })],
    };
    await refresh.execute();
    expect(accounts.snapshot.accounts.map((card) => card.id)).toEqual(alexAccounts().map((card) => card.id));
  });

  it('asks nothing for a visitor', async () => {
    const { refresh, gateway } = setUp('guest');
    await refresh.execute();
    expect(gateway.calls).toBe(0);
  });

  it('drops an answer that arrives after the member signed out', async () => {
    const { refresh, gateway, accounts, endSession } = setUp();
    gateway.hold();
    const refreshing = refresh.execute();
    endSession.execute();
    gateway.release();
    await refreshing;
    expect(accounts.snapshot.accounts).toEqual([]);
  });

  it('keeps the balances shown when the cards cannot be read, reporting it unless the session was refused', async () => {
    const { refresh, gateway, accounts, errors } = setUp();
    gateway.result = failed(UNAVAILABLE);
    await refresh.execute();
    expect(accounts.snapshot.pooledBalance).toBe(152_300);
    expect(errors.reports.map((report) => report.context)).toEqual(['balance refresh']);
    gateway.result = failed(UNAUTHORIZED);
    await refresh.execute();
    await settle();
    expect(errors.reports).toHaveLength(1);
  });
});
