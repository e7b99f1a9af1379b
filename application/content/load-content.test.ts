import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID } from '../../tests/fakes/account-fixtures';
import { aContentConfig, aNavigationItem } from '../../tests/fakes/content-fixtures';
import { FakeContentGateway } from '../../tests/fakes/fake-content-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { InMemorySessionStorage } from '../../tests/fakes/in-memory-session-storage';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { AccountStore } from '../account/account-store';
import { ProfileStore } from '../profile/profile-store';
import { EndSession } from '../session/end-session';
import { SessionStore } from '../session/session-store';
import { ContentStore } from './content-store';
import { LoadContent } from './load-content';

/** A session stored before the page loaded, valid for an hour. */
function aStoredSession(clock: FixedClock, memberId: number) {
  const issuedAt = clock.now();
  return { token: 'token-0', memberId, issuedAt, expiresAt: new Date(issuedAt.getTime() + 3_600_000), isSso: false };
}

function setUp({ signedIn = false } = {}) {
  const clock = new FixedClock();
  const storage = new InMemorySessionStorage(signedIn ? aStoredSession(clock, ALEX_MEMBER_ID) : null);
  const sessions = new SessionStore(storage, clock);
  const endSession = new EndSession(sessions, new AccountStore(), new ProfileStore());
  const gateway = new FakeContentGateway();
  const store = new ContentStore();
  const errors = new RecordingErrorReporter();
  const loadContent = new LoadContent(gateway, store, sessions, endSession, errors);
  return { gateway, store, sessions, errors, loadContent };
}

describe('LoadContent', () => {
  it('gives a visitor the guest configuration and navigation, and no account menu', async () => {
    const { gateway, store, loadContent } = setUp();
    const shop = aNavigationItem({ title: 'Shop' });
    gateway.menus.guest.navigation = [shop];
    await loadContent.execute({ locale: 'fr-CA' });
    expect(store.snapshot).toEqual({ loading: false, config: gateway.config.guest, navigation: [shop], accountMenu: [] });
    expect(gateway.calls.every((call) => call.request.audience === 'guest' && call.request.locale === 'fr-CA')).toBe(true);
    expect(gateway.callsTo('loadMenu')).toEqual([expect.objectContaining({ kind: 'navigation' })]);
  });

  it('gives a signed-in member the member configuration, navigation and account menu', async () => {
    const { gateway, store, loadContent } = setUp({ signedIn: true });
    const orders = aNavigationItem({ title: 'Orders', route: '/account/order-history' });
    gateway.config.member = aContentConfig({ partnerRetailers: ['Apple'] });
    gateway.menus.member.account = [orders];
    await loadContent.execute({ locale: 'en-CA' });
    expect(store.snapshot.config).toBe(gateway.config.member);
    expect(store.snapshot.accountMenu).toEqual([orders]);
    expect(gateway.calls.every((call) => call.request.audience === 'member')).toBe(true);
  });

  it('shows loading while the content is on its way', async () => {
    const { gateway, store, loadContent } = setUp();
    gateway.hold();
    const loading = loadContent.execute({ locale: 'en-CA' });
    expect(store.snapshot.loading).toBe(true);
    gateway.release();
    await loading;
    expect(store.snapshot.loading).toBe(false);
  });

  it('does not ask again for the audience and locale already loaded', async () => {
    const { gateway, loadContent } = setUp();
    await loadContent.execute({ locale: 'en-CA' });
    const callsAfterFirstLoad = gateway.calls.length;
    await loadContent.execute({ locale: 'en-CA' });
    expect(gateway.calls.length).toBe(callsAfterFirstLoad);
  });

  it('reloads on a locale change and on sign-in', async () => {
    const { gateway, sessions, loadContent } = setUp();
    await loadContent.execute({ locale: 'en-CA' });
    await loadContent.execute({ locale: 'fr-CA' });
    sessions.open(aStoredSession(new FixedClock(), ALEX_MEMBER_ID));
    await loadContent.execute({ locale: 'fr-CA' });
    expect(gateway.callsTo('loadConfig').map((call) => `${call.request.audience} ${call.request.locale}`)).toEqual([
      'guest en-CA',
      'guest fr-CA',
      'member fr-CA',
    ]);
  });

  it('keeps only the latest answer when the locale changes while loading', async () => {
    const { gateway, store, loadContent } = setUp();
    gateway.config.guest = aContentConfig({ partnerRetailers: ['first'] });
    gateway.hold();
    const english = loadContent.execute({ locale: 'en-CA' });
    const french = loadContent.execute({ locale: 'fr-CA' });
    const frenchConfig = aContentConfig({ partnerRetailers: ['second'] });
    gateway.config.guest = frenchConfig;
    gateway.release();
    await Promise.all([english, french]);
    expect(store.snapshot.config).toBe(frenchConfig);
  });

  it('falls back to guest content for a member refused with pending actions', async () => {
    const { gateway, store, loadContent, sessions } = setUp({ signedIn: true });
    gateway.failures.member = { errorCode: 403, code: 'PENDING_ACTIONS', message: 'Pending actions' };
    await loadContent.execute({ locale: 'en-CA' });
    expect(store.snapshot.config).toBe(gateway.config.guest);
    expect(sessions.snapshot.session).not.toBeNull();
  });

  it('ends the session when the member token is refused', async () => {
    const { gateway, loadContent, sessions, errors } = setUp({ signedIn: true });
    gateway.failures.member = { errorCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthenticated.' };
    await loadContent.execute({ locale: 'en-CA' });
    expect(sessions.snapshot.session).toBeNull();
    expect(errors.reports).toEqual([]);
  });

  it('reports other failures, keeps the previous content and tries again on the next call', async () => {
    const { gateway, store, loadContent, errors } = setUp();
    await loadContent.execute({ locale: 'en-CA' });
    const previous = store.snapshot.config;
    gateway.failures.guest = { errorCode: 503, code: 'HTTP_503', message: 'Unavailable' };
    await loadContent.execute({ locale: 'fr-CA' });
    expect(store.snapshot).toMatchObject({ loading: false, config: previous });
    expect(errors.reports.map((report) => report.context)).toEqual(['content load']);
    delete gateway.failures.guest;
    await loadContent.execute({ locale: 'fr-CA' });
    expect(gateway.callsTo('loadConfig').filter((call) => call.request.locale === 'fr-CA')).toHaveLength(2);
  });
});
