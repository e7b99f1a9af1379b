import { describe, expect, it } from 'vitest';
import { aContentConfig, aNavigationItem } from '../../tests/fakes/content-fixtures';
import { PENDING_ACTIONS, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeContentGateway } from '../../tests/fakes/fake-content-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { ContentStore } from './content-store';

function setUp(shopper: Shopper = 'guest', prepare: (gateway: FakeContentGateway) => void = () => undefined) {
  const context = shopperContext(shopper, 'fr-CA');
  const gateway = new FakeContentGateway();
  prepare(gateway);
  const store = new ContentStore(context.context, gateway, context.errors);
  return { ...context, gateway, store };
}

const audiencesAsked = (gateway: FakeContentGateway) =>
  gateway.callsTo('loadConfig').map((call) => `${call.request.audience} ${call.request.locale}`);

describe('ContentStore', () => {
  it('gives a visitor the guest configuration and navigation, and no account menu', async () => {
    const shop = aNavigationItem({ title: 'Shop' });
    const { gateway, store } = setUp('guest', (fake) => (fake.menus.guest.navigation = [shop]));
    await settle();
    expect(store.snapshot).toEqual({
      loading: false,
      failed: false,
      settledFor: { audience: 'guest', locale: 'fr-CA' },
      config: gateway.config.guest,
      navigation: [shop],
      accountMenu: [],
    });
    expect(gateway.calls.every((call) => call.request.audience === 'guest' && call.request.locale === 'fr-CA')).toBe(true);
    expect(gateway.callsTo('loadMenu')).toEqual([expect.objectContaining({ kind: 'navigation' })]);
  });

  it('gives a signed-in member the member configuration, navigation and account menu', async () => {
    const orders = aNavigationItem({ title: 'Orders', route: '/account/order-history' });
    const { gateway, store } = setUp('member', (fake) => {
      fake.config.member = aContentConfig({ partnerRetailers: ['Apple'] });
      fake.menus.member.account = [orders];
    });
    await settle();
    expect(store.snapshot.config).toBe(gateway.config.member);
    expect(store.snapshot.accountMenu).toEqual([orders]);
    expect(gateway.calls.every((call) => call.request.audience === 'member')).toBe(true);
  });

  it('shows loading while the content is on its way', async () => {
    const { gateway, store } = setUp('guest', (fake) => fake.hold());
    expect(store.snapshot.loading).toBe(true);
    gateway.release();
    await settle();
    expect(store.snapshot.loading).toBe(false);
  });

  it('reloads on a language change, sign-in and sign-out, but not on a card switch (spec §4)', async () => {
    const { gateway, sessions, accounts, locales, endSession } = setUp('member');
    await settle();
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[1]!);
    await settle();
    locales.changed('en-CA');
    await settle();
    endSession.execute();
    await settle();
    sessions.open({ memberId: 1, issuedAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000), isSso: false });
    await settle();
    expect(audiencesAsked(gateway)).toEqual(['member fr-CA', 'member en-CA', 'guest en-CA', 'member en-CA']);
  });

  it('keeps only the latest answer when the language changes while loading', async () => {
    const { gateway, store, locales } = setUp('guest', (fake) => {
      fake.config.guest = aContentConfig({ partnerRetailers: ['first'] });
      fake.hold();
    });
    locales.changed('en-CA');
    const englishConfig = aContentConfig({ partnerRetailers: ['second'] });
    gateway.config.guest = englishConfig;
    gateway.release();
    await settle();
    expect(store.snapshot.config).toBe(englishConfig);
    expect(store.snapshot.settledFor).toEqual({ audience: 'guest', locale: 'en-CA' });
  });

  it('falls back to guest content for a member refused with pending actions, without reporting it', async () => {
    const { gateway, store, errors } = setUp('member', (fake) => (fake.failures.member = PENDING_ACTIONS));
    await settle();
    expect(store.snapshot.config).toBe(gateway.config.guest);
    expect(errors.reports).toEqual([]);
  });

  it('leaves a refused session to the session handling: nothing is reported', async () => {
    const { store, errors } = setUp('member', (fake) => (fake.failures.member = UNAUTHORIZED));
    await settle();
    expect(store.snapshot).toMatchObject({ loading: false, failed: true });
    expect(errors.reports).toEqual([]);
  });

  it('reports other failures and keeps the previous content', async () => {
    const { gateway, store, errors, locales } = setUp();
    await settle();
    const previous = store.snapshot.config;
    gateway.failures.guest = UNAVAILABLE;
    locales.changed('en-CA');
    await settle();
    expect(store.snapshot).toMatchObject({ loading: false, failed: true, config: previous });
    expect(errors.reports.map((report) => report.context)).toEqual(['content load']);
  });

  it('tells when the content for an audience has settled (sign-out waits for the visitor’s)', async () => {
    const { gateway, store, endSession } = setUp('member');
    await settle();
    gateway.hold();
    endSession.execute();
    let settled = false;
    void store.settledFor('guest').then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    gateway.release();
    await settle();
    expect(settled).toBe(true);
  });
});
