import { describe, expect, it } from 'vitest';
import { aContentPage } from '../../tests/fakes/content-fixtures';
import { PENDING_ACTIONS, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeContentGateway } from '../../tests/fakes/fake-content-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { contentPage } from './content-page-store';
import { QueryStore } from '../context/query-store';

function setUp(shopper: Shopper = 'guest', locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const context = shopperContext(shopper, locale);
  const gateway = new FakeContentGateway();
  const store = new QueryStore(contentPage(context.context, gateway, context.errors));
  return { ...context, gateway, store };
}

describe('ContentPageStore', () => {
  it("shows a visitor the guest page and a member the member's page", async () => {
    const guestFaq = aContentPage({ title: 'FAQ for visitors' });
    const memberFaq = aContentPage({ title: 'FAQ for members' });
    const visitor = setUp('guest', 'fr-CA');
    visitor.gateway.pages.set('faq', guestFaq);
    visitor.store.show('faq');
    await settle();
    expect(visitor.store.snapshot).toEqual({ status: 'loaded', query: { slug: 'faq', locale: 'fr-CA' }, page: guestFaq });

    const member = setUp('member');
    member.gateway.pages.set('faq', guestFaq);
    member.gateway.memberPages.set('faq', memberFaq);
    member.store.show('faq');
    await settle();
    expect(member.store.snapshot).toMatchObject({ status: 'loaded', page: memberFaq });
    expect(member.gateway.calls[0]).toMatchObject({ request: { audience: 'member', locale: 'en-CA' } });
  });

  it('asks again in the new language and after sign-out', async () => {
    const { gateway, store, locales, endSession } = setUp('member');
    gateway.pages.set('faq', aContentPage());
    store.show('faq');
    await settle();
    locales.changed('fr-CA');
    await settle();
    endSession.execute();
    await settle();
    expect(gateway.calls.map((call) => `${call.request.audience} ${call.request.locale}`)).toEqual([
      'member en-CA',
      'member fr-CA',
      'guest fr-CA',
    ]);
  });

  it('tells a missing page apart from a failure, reports only the failure, and asks again on retry', async () => {
    const missing = setUp();
    missing.store.show('faq');
    await settle();
    expect(missing.store.snapshot).toEqual({ status: 'not-found', query: { slug: 'faq', locale: 'en-CA' } });
    expect(missing.errors.reports).toEqual([]);

    const broken = setUp();
    broken.gateway.failures.guest = UNAVAILABLE;
    broken.store.show('faq');
    await settle();
    expect(broken.store.snapshot.status).toBe('failed');
    expect(broken.errors.reports).toHaveLength(1);
    delete broken.gateway.failures.guest;
    broken.gateway.pages.set('faq', aContentPage());
    broken.store.retry();
    await settle();
    expect(broken.store.snapshot.status).toBe('loaded');
  });

  it('falls back to the guest page for a member with pending actions, and leaves a refused session alone', async () => {
    const pending = setUp('member');
    pending.gateway.pages.set('faq', aContentPage({ title: 'Guest FAQ' }));
    pending.gateway.failures.member = PENDING_ACTIONS;
    pending.store.show('faq');
    await settle();
    expect(pending.store.snapshot).toMatchObject({ status: 'loaded', page: { title: 'Guest FAQ' } });

    const refused = setUp('member');
    refused.gateway.failures.member = UNAUTHORIZED;
    refused.store.show('faq');
    await settle();
    expect(refused.store.snapshot.status).toBe('failed');
    expect(refused.errors.reports).toEqual([]);
  });
});
