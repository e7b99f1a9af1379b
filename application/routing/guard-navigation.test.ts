import { describe, expect, it } from 'vitest';
import { aContentConfig } from '../../tests/fakes/content-fixtures';
import { UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeContentGateway } from '../../tests/fakes/fake-content-gateway';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { settle } from '../../tests/fakes/slow-answers';
import { GuardNavigation, type NavigationRequest } from './guard-navigation';

function setUp(memberId: number | null = null, content = new FakeContentGateway()) {
  const graph = buildSessionGraph({ memberId, content });
  return { ...graph, guard: new GuardNavigation(graph.sessions, graph.content, graph.expiry, graph.navigationHold) };
}

/** The content service holding its answers until released. */
const heldContent = () => new FakeContentGateway().hold();

const request = (overrides: Partial<NavigationRequest>): NavigationRequest => ({
  pathname: '/',
  previousLocation: null,
  locale: 'en-CA',
  isKnownRoute: true,
  ...overrides,
});

describe('GuardNavigation', () => {
  it('lets a signed-in member go anywhere, configuration or not', () => {
    const { guard } = setUp(1);
    expect(guard.execute(request({ pathname: '/account/wishlist' }))).toEqual({ kind: 'allow' });
  });

  it('sends a guest on a members-only page to the configured programme home', async () => {
    const { guard } = setUp();
    await settle();
    expect(guard.execute(request({ pathname: '/account' }))).toEqual({ kind: 'external', url: '/sandbox/programme-home' });
  });

  it('sends a French guest to the French programme home', async () => {
    const { guard } = setUp();
    await settle();
    expect(guard.execute(request({ pathname: '/fr/account', locale: 'fr-CA' }))).toEqual({
      kind: 'external',
      url: '/sandbox/programme-home?lang=fr',
    });
  });

  it('keeps a guest on the previous public page instead, with its query', async () => {
    const { guard } = setUp();
    await settle();
    expect(guard.execute(request({ pathname: '/shop/cart', previousLocation: '/shop?page=2' }))).toEqual({
      kind: 'back',
      to: '/shop?page=2',
    });
  });

  it('applies the reference profile until the configuration loads: /login is open to guests', () => {
    const { guard } = setUp(null, heldContent());
    expect(guard.execute(request({ pathname: '/login' }))).toEqual({ kind: 'allow' });
  });

  it("applies the bank profile once the configuration names it: /login leaves for the programme home", async () => {
    const content = new FakeContentGateway();
    content.config.guest = aContentConfig({ guardProfile: 'bank' });
    const { guard } = setUp(null, content);
    await settle();
    expect(guard.execute(request({ pathname: '/login' }))).toEqual({ kind: 'external', url: '/sandbox/programme-home' });
  });

  it('waits for the configuration when it needs the programme home', () => {
    const { guard } = setUp(null, heldContent());
    expect(guard.execute(request({ pathname: '/account' }))).toEqual({ kind: 'wait' });
  });

  it('says the store is unavailable when the configuration could not be loaded', async () => {
    const content = new FakeContentGateway();
    content.failures.guest = UNAVAILABLE;
    const { guard } = setUp(null, content);
    await settle();
    expect(guard.execute(request({ pathname: '/account' }))).toEqual({ kind: 'unavailable' });
  });

  it('holds a member signing out where they are, so sign-out alone decides where they go', async () => {
    const { guard, signOut, navigationHold } = setUp(1);
    await settle();
    await signOut.execute();
    expect(navigationHold.snapshot).toBe(true);
    expect(guard.execute(request({ pathname: '/account' }))).toEqual({ kind: 'hold' });
  });

  it('lets the guard decide again once a sign-out to the store home is done', async () => {
    const { guard, signOut } = setUp(1);
    await signOut.execute();
    expect(guard.execute(request({ pathname: '/shop' }))).toEqual({ kind: 'allow' });
  });

  it('lets a guest see the 404 page of an unknown path rather than leave the store', async () => {
    const { guard } = setUp();
    await settle();
    expect(guard.execute(request({ pathname: '/no-such-page', isKnownRoute: false }))).toEqual({ kind: 'allow' });
  });

  it('holds everything while the session-expired modal shows', () => {
    const { guard, expiry } = setUp();
    expiry.expired({ reason: 'idle', wasLoginAs: false, destination: { kind: 'store-home' } });
    expect(guard.execute(request({ pathname: '/account' }))).toEqual({ kind: 'hold' });
  });
});
