import { describe, expect, it } from 'vitest';
import { READ_ONLY, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeRedemptionGateway } from '../../tests/fakes/fake-redemption-gateway';
import { SequentialIdempotencyKeys } from '../../tests/fakes/sequential-idempotency-keys';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { CardRatios } from './card-ratios';
import { externalRedemptions } from './external-redemption-store';
import { QueryStore } from '../context/query-store';
import { OpenTravel } from './open-travel';
import { RedeemPoints } from './redeem-points';
import { VerifyFinancialAccount } from './verify-financial-account';

function setUp(shopper: Shopper = 'member', locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const context = shopperContext(shopper, locale);
  const gateway = new FakeRedemptionGateway();
  const store = new QueryStore(externalRedemptions(context.context, gateway, new CardRatios(gateway, context.errors), context.errors));
  const keys = new SequentialIdempotencyKeys();
  const redeem = new RedeemPoints(gateway, keys, context.accounts, context.notifications, context.errors);
  const verify = new VerifyFinancialAccount(gateway, context.accounts, context.notifications, context.errors);
  const travel = new OpenTravel(gateway, context.accounts, context.notifications, context.errors);
  const product = (group: 'cash-back' | 'direct-deposit' | 'travel-miles') => gateway.groups.get(group)![0]!;
  return { ...context, gateway, store, redeem, verify, travel, product };
}

describe('ExternalRedemptionStore', () => {
  it('values each product at the active card’s ratio (GET /member/account/{id}/ratio)', async () => {
    const { store, gateway } = setUp();
    gateway.ratios.set(101, 0.02);
    store.show('cash-back');
    await settle();
    const state = store.snapshot;
    expect(state.status).toBe('loaded');
    if (state.status === 'loaded') expect(state.products.map((product) => product.conversionRate)).toEqual(state.products.map(() => 0.02));
    expect(gateway.ratioRequests).toBe(1);
  });

  it('loads the group shown for the active card in the page’s language, and the new card’s after a switch, the latest winning', async () => {
    const { store, gateway, accounts } = setUp('member', 'fr-CA');
    const requests: unknown[] = [];
    const time = virtualTime();
    slowAnswers(gateway, 'products', time.scheduler, (request) => {
      requests.push(request);
      return request.accountId === 101 ? 100 : 10;
    });
    store.show('travel-miles');
    expect(store.snapshot).toEqual({ status: 'loading', group: 'travel-miles' });
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[2]!);
    await time.runUntil(100);
    expect(requests).toEqual([
      { group: 'travel-miles', accountId: 101, locale: 'fr-CA' },
      { group: 'travel-miles', accountId: 103, locale: 'fr-CA' },
    ]);
    expect(store.snapshot).toMatchObject({
      status: 'loaded',
      products: [{ isAllowed: false }, { isAllowed: false }, { isAllowed: false }],
    });
  });

  it('says when there is no card, asks nothing for a visitor, and reports a failure', async () => {
    const member = setUp();
    member.accounts.loadSucceeded([], undefined);
    member.store.show('cash-back');
    await settle();
    expect(member.store.snapshot).toEqual({ status: 'no-card', group: 'cash-back' });
    const visitor = setUp('guest');
    visitor.store.show('cash-back');
    await settle();
    expect(visitor.store.snapshot).toEqual({ status: 'idle' });
    const failing = setUp();
    failing.gateway.failure = UNAVAILABLE;
    failing.store.show('cash-back');
    await settle();
    expect(failing.store.snapshot.status).toBe('failed');
    expect(failing.errors.reports).toHaveLength(1);
  });
});

describe('RedeemPoints (spec §5 redemption amounts, §7 external and financial redemption)', () => {
  it('a direct deposit above the pooled balance is not sent: the direct-deposit danger notice names the currency', async () => {
    const { redeem, gateway, shown, product } = setUp();
    const deposit = product('direct-deposit');
    const outcome = await redeem.execute({
      redemption: { kind: 'external', product: deposit, points: 152_301, fields: [{ id: deposit.fields[0]!.id, value: '4821' }] },
      locale: 'en-CA',
    });
    expect(outcome).toEqual({ outcome: 'over-balance' });
    expect(gateway.redeemRequests).toEqual([]);
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'danger',
        title: { key: 'redemptions.notice.overBalanceTitle' },
        description: { key: 'redemptions.notice.overBalance', params: { currency: 'Points', balance: '152,300 pts' } },
      }),
    ]);
  });

  it('redeems with one key per attempt, shows the new balance, and retries an unanswered attempt with its key', async () => {
    const { redeem, gateway, accounts, product } = setUp();
    const cashBack = product('cash-back');
    const redemption = { kind: 'external' as const, product: cashBack, points: 3_000, fields: [] };
    gateway.failure = UNAVAILABLE;
    expect(await redeem.execute({ redemption, locale: 'en-CA' })).toEqual({ outcome: 'failed', reason: 'unavailable' });
    gateway.failure = null;
    const outcome = await redeem.execute({ redemption, locale: 'en-CA' });
    expect(outcome).toMatchObject({
      outcome: 'redeemed',
      receipt: { kind: 'cash_back', points: 3_000, cashCents: 3_000, balance: 149_300 },
    });
    await redeem.execute({ redemption, locale: 'en-CA' });
    expect(gateway.redeemRequests.map((request) => request.idempotencyKey)).toEqual(['key-0001', 'key-0001', 'key-0002']);
    expect(accounts.snapshot.pooledBalance).toBe(146_300);
  });

  it('ignores a second press while the first is under way', async () => {
    const { redeem, product } = setUp();
    const redemption = { kind: 'external' as const, product: product('cash-back'), points: 3_000, fields: [] };
    const [first, second] = await Promise.all([
      redeem.execute({ redemption, locale: 'en-CA' }),
      redeem.execute({ redemption, locale: 'en-CA' }),
    ]);
    expect(first.outcome).toBe('redeemed');
    expect(second).toEqual({ outcome: 'busy' });
  });

  it('miles are not checked against the balance here (spec §5) and a card that may not transfer is told why', async () => {
    const { redeem, accounts, shown, product } = setUp();
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[2]!);
    const airline = product('travel-miles');
    const outcome = await redeem.execute({
      redemption: { kind: 'external', product: airline, points: 20_000, fields: [{ id: airline.fields[0]!.id, value: '123456789' }] },
      locale: 'en-CA',
    });
    expect(outcome).toEqual({ outcome: 'failed', reason: 'card-not-eligible' });
    expect(shown()).toEqual([expect.objectContaining({ kind: 'danger', title: { key: 'redemptions.refusal.card-not-eligibleTitle' } })]);
  });

  it('a read-only admin is told so; a refused session shows nothing; an unexpected refusal is reported', async () => {
    const readOnly = setUp();
    readOnly.gateway.failure = READ_ONLY;
    await readOnly.redeem.execute({
      redemption: { kind: 'external', product: readOnly.product('cash-back'), points: 3_000, fields: [] },
      locale: 'en-CA',
    });
    expect(readOnly.shown()).toEqual([expect.objectContaining({ title: { key: 'readOnly.noticeTitle' } })]);
    const refused = setUp();
    refused.gateway.failure = UNAUTHORIZED;
    await refused.redeem.execute({
      redemption: { kind: 'external', product: refused.product('cash-back'), points: 3_000, fields: [] },
      locale: 'en-CA',
    });
    expect(refused.shown()).toEqual([]);
    expect(refused.errors.reports).toEqual([]);
    const failing = setUp();
    failing.gateway.failure = UNAVAILABLE;
    await failing.redeem.execute({
      redemption: { kind: 'external', product: failing.product('cash-back'), points: 3_000, fields: [] },
      locale: 'en-CA',
    });
    expect(failing.errors.reports).toHaveLength(1);
    expect(failing.shown()).toEqual([expect.objectContaining({ title: { key: 'redemptions.refusal.failedTitle' } })]);
  });

  it('a financial reward that needs it is verified first, then redeemed into that account', async () => {
    const { verify, redeem, gateway } = setUp();
    expect(await verify.execute({ productId: 900, accountNumber: '12' })).toEqual({ outcome: 'invalid' });
    expect(await verify.execute({ productId: 900, accountNumber: '1230000' })).toEqual({ outcome: 'unknown-account' });
    const verified = await verify.execute({ productId: 900, accountNumber: '1234567' });
    expect(verified).toEqual({ outcome: 'verified', verificationId: 1, maskedAccountNumber: '•••4567' });
    const outcome = await redeem.execute({
      redemption: { kind: 'financial', productId: 900, points: 5_000, accountNumber: '1234567', verificationId: 1 },
      locale: 'en-CA',
    });
    expect(outcome).toMatchObject({ outcome: 'redeemed', receipt: { kind: 'financial_reward', cashCents: 5_000 } });
    expect(gateway.financialRequests).toHaveLength(1);
    const over = await redeem.execute({
      redemption: { kind: 'financial', productId: 901, points: 999_999, accountNumber: '55512345', verificationId: null },
      locale: 'en-CA',
    });
    expect(over).toEqual({ outcome: 'over-balance' });
  });
});

describe('OpenTravel (spec §2 travel and vacation redirects)', () => {
  it('sends the member to the travel partner with the token and lang, or posts the token to the vacation site of the language', async () => {
    const { travel } = setUp();
    expect(await travel.execute({ site: 'travel', locale: 'fr-CA' })).toEqual({
      kind: 'redirect',
      url: '/sandbox/travel-partner/authenticate?token=travel-token-101&lang=fr',
    });
    expect(await travel.execute({ site: 'vacation', locale: 'fr-CA' })).toEqual({
      kind: 'form',
      action: '/sandbox/vacations/fr',
      token: 'travel-token-101',
    });
  });

  it('sends the member to the sites the partner’s configuration names (GET /member/ascenda/partner), asked once', async () => {
    const { travel, gateway } = setUp();
    gateway.partner = {
      ...gateway.partner,
      travelUrl: 'https://travel.example/authenticate',
      vacationUrls: { 'en-CA': 'https://vacations.example/en', 'fr-CA': 'https://vacations.example/fr' },
    };
    expect(await travel.execute({ site: 'travel', locale: 'en-CA' })).toEqual({
      kind: 'redirect',
      url: 'https://travel.example/authenticate?token=travel-token-101&lang=en',
    });
    gateway.partner = { ...gateway.partner, travelUrl: 'https://elsewhere.example/' };
    expect(await travel.execute({ site: 'vacation', locale: 'fr-CA' })).toEqual({ kind: 'form', action: 'https://vacations.example/fr', token: 'travel-token-101' });
  });

  it('says the partner cannot be reached when no token comes', async () => {
    const failing = setUp();
    failing.gateway.failure = UNAVAILABLE;
    expect(await failing.travel.execute({ site: 'travel', locale: 'en-CA' })).toBeNull();
    expect(failing.shown()).toEqual([expect.objectContaining({ title: { key: 'travel.notice.failedTitle' } })]);
  });

  it('sends a member without a usable card to sign in, for travel and vacations alike, without asking for a token', async () => {
    const cardless = setUp();
    cardless.accounts.loadSucceeded([], undefined);
    // A token request would fail here and say so: none is made.
    cardless.gateway.failure = UNAVAILABLE;
    expect(await cardless.travel.execute({ site: 'travel', locale: 'en-CA' })).toEqual({ kind: 'sign-in' });
    expect(await cardless.travel.execute({ site: 'vacation', locale: 'fr-CA' })).toEqual({ kind: 'sign-in' });
    expect(cardless.shown()).toEqual([]);
  });

  it('tells a read-only agent that nothing can be changed instead of saying the partner cannot be reached (the token could book)', async () => {
    const readOnly = setUp();
    readOnly.gateway.failure = READ_ONLY;
    expect(await readOnly.travel.execute({ site: 'vacation', locale: 'en-CA' })).toBeNull();
    expect(readOnly.shown()).toEqual([expect.objectContaining({ kind: 'warning', title: { key: 'readOnly.noticeTitle' } })]);
  });
});
