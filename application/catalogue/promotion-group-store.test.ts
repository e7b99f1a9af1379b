import { describe, expect, it } from 'vitest';
import { UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeCatalogueGateway } from '../../tests/fakes/fake-catalogue-gateway';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { PromotionGroupStore } from './promotion-group-store';

function setUp() {
  const context = shopperContext('guest');
  const gateway = new FakeCatalogueGateway();
  gateway.promotionGroups = [
    { id: 1, code: 'SPRING', name: 'Spring sale' },
    { id: 2, code: 'TECH', name: 'Tech week' },
  ];
  const store = new PromotionGroupStore(context.context, gateway, context.errors);
  return { ...context, gateway, store };
}

describe('PromotionGroupStore', () => {
  it('holds the promotion groups in the order the programme gives them, in the page’s language, while the shop shows them', async () => {
    const { store, gateway } = setUp();
    await settle();
    expect(gateway.promotionGroupRequests).toEqual([]);
    store.show();
    await settle();
    expect(store.snapshot).toEqual({
      status: 'loaded',
      locale: 'en-CA',
      groups: [
        { id: 1, code: 'SPRING', name: 'Spring sale' },
        { id: 2, code: 'TECH', name: 'Tech week' },
      ],
    });
  });

  it('asks once per language, however often the shop opens', async () => {
    const { store, gateway, locales } = setUp();
    store.show();
    await settle();
    store.show();
    await settle();
    store.show();
    await settle();
    locales.changed('fr-CA');
    await settle();
    expect(gateway.promotionGroupRequests).toEqual(['en-CA', 'fr-CA']);
  });

  it('keeps the last groups on screen while another language loads', async () => {
    const { store, locales } = setUp();
    store.show();
    await settle();
    locales.changed('fr-CA');
    expect(store.snapshot).toMatchObject({ status: 'loading', locale: 'fr-CA', groups: [{ code: 'SPRING' }, { code: 'TECH' }] });
  });

  it('reports a failure and asks again on the next visit', async () => {
    const { store, gateway, errors } = setUp();
    gateway.failure = UNAVAILABLE;
    store.show();
    await settle();
    expect(store.snapshot.status).toBe('failed');
    expect(errors.reports).toHaveLength(1);
    gateway.failure = null;
    store.show();
    await settle();
    expect(store.snapshot.status).toBe('loaded');
  });

  it('never lets a late answer in the old language replace the new one', async () => {
    const { store, gateway, locales } = setUp();
    const time = virtualTime();
    slowAnswers(gateway, 'listPromotionGroups', time.scheduler, (locale) => (locale === 'en-CA' ? 100 : 10));
    store.show();
    locales.changed('fr-CA');
    await time.runUntil(100);
    expect(store.snapshot).toMatchObject({ status: 'loaded', locale: 'fr-CA' });
    expect(gateway.promotionGroupRequests).toEqual(['en-CA', 'fr-CA']);
  });
});
