import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID } from '../../tests/fakes/account-fixtures';
import { aContentPage } from '../../tests/fakes/content-fixtures';
import { FakeContentGateway } from '../../tests/fakes/fake-content-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { InMemorySessionStorage } from '../../tests/fakes/in-memory-session-storage';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { AccountStore } from '../account/account-store';
import { ProfileStore } from '../profile/profile-store';
import { EndSession } from '../session/end-session';
import { SessionStore } from '../session/session-store';
import { ContentPageStore } from './content-page-store';
import { LoadContentPage } from './load-content-page';

/** A session stored before the page loaded, valid for an hour. */
function aStoredSession(clock: FixedClock, memberId: number) {
  const issuedAt = clock.now();
  return { token: 'token-0', memberId, issuedAt, expiresAt: new Date(issuedAt.getTime() + 3_600_000), isSso: false };
}

function setUp({ signedIn = false } = {}) {
  const clock = new FixedClock();
  const sessions = new SessionStore(new InMemorySessionStorage(signedIn ? aStoredSession(clock, ALEX_MEMBER_ID) : null), clock);
  const gateway = new FakeContentGateway();
  const store = new ContentPageStore();
  const errors = new RecordingErrorReporter();
  const endSession = new EndSession(sessions, new AccountStore(), new ProfileStore());
  return { gateway, store, sessions, errors, loadPage: new LoadContentPage(gateway, store, sessions, endSession, errors) };
}

describe('LoadContentPage', () => {
  it("shows a visitor the guest page and a member the member's page", async () => {
    const guestFaq = aContentPage({ title: 'FAQ for visitors' });
    const memberFaq = aContentPage({ title: 'FAQ for members' });
    const visitor = setUp();
    visitor.gateway.pages.set('faq', guestFaq);
    await visitor.loadPage.execute({ slug: 'faq', locale: 'fr-CA' });
    expect(visitor.store.snapshot).toEqual({ status: 'loaded', query: { slug: 'faq', locale: 'fr-CA' }, page: guestFaq });

    const member = setUp({ signedIn: true });
    member.gateway.pages.set('faq', guestFaq);
    member.gateway.memberPages.set('faq', memberFaq);
    await member.loadPage.execute({ slug: 'faq', locale: 'en-CA' });
    expect(member.store.snapshot).toMatchObject({ status: 'loaded', page: memberFaq });
    expect(member.gateway.calls[0]).toMatchObject({ request: { audience: 'member', locale: 'en-CA' } });
  });

  it('shows only the latest page asked for', async () => {
    const { gateway, store, loadPage } = setUp();
    gateway.pages.set('faq', aContentPage({ slug: 'faq' }));
    gateway.pages.set('program-rules', aContentPage({ slug: 'program-rules' }));
    gateway.hold();
    const faq = loadPage.execute({ slug: 'faq', locale: 'en-CA' });
    const rules = loadPage.execute({ slug: 'program-rules', locale: 'en-CA' });
    expect(store.snapshot.status).toBe('loading');
    gateway.release();
    await Promise.all([faq, rules]);
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: { slug: 'program-rules' } });
  });

  it('tells a missing page apart from a failure, and reports only the failure', async () => {
    const { gateway, store, loadPage, errors } = setUp();
    await loadPage.execute({ slug: 'examples', locale: 'en-CA' });
    expect(store.snapshot.status).toBe('not-found');
    expect(errors.reports).toEqual([]);
    gateway.failures.guest = { errorCode: 0, code: 'NETWORK_ERROR', message: 'offline' };
    await loadPage.execute({ slug: 'examples', locale: 'en-CA' });
    expect(store.snapshot.status).toBe('failed');
    expect(errors.reports).toHaveLength(1);
  });

  it('ends the session on a 401 and falls back to the guest page on a 403', async () => {
    const refused = setUp({ signedIn: true });
    refused.gateway.failures.member = { errorCode: 401, code: 'UNAUTHENTICATED', message: '' };
    await refused.loadPage.execute({ slug: 'home', locale: 'en-CA' });
    expect(refused.sessions.snapshot.session).toBeNull();

    const pending = setUp({ signedIn: true });
    const home = aContentPage({ slug: 'home' });
    pending.gateway.pages.set('home', home);
    pending.gateway.failures.member = { errorCode: 403, code: 'PENDING_ACTIONS', message: '' };
    await pending.loadPage.execute({ slug: 'home', locale: 'en-CA' });
    expect(pending.store.snapshot).toMatchObject({ status: 'loaded', page: home });
  });
});
