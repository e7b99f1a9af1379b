import { describe, expect, it } from 'vitest';
import { FakeCatalogueGateway } from '../../tests/fakes/fake-catalogue-gateway';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { LoadPromotionGroups } from './load-promotion-groups';
import { PromotionGroupStore } from './promotion-group-store';

function setUp() {
  const gateway = new FakeCatalogueGateway();
  gateway.promotionGroups = [
    { id: 1, code: 'SPRING', name: 'Spring sale' },
    { id: 2, code: 'TECH', name: 'Tech week' },
  ];
  const store = new PromotionGroupStore();
  const errors = new RecordingErrorReporter();
  return { gateway, store, errors, load: new LoadPromotionGroups(gateway, store, errors) };
}

describe('LoadPromotionGroups', () => {
  it('holds the promotion groups in the order the programme gives them, for the language asked', async () => {
    const { load, store } = setUp();
    await load.execute('en-CA');
    expect(store.snapshot).toEqual({
      status: 'loaded',
      locale: 'en-CA',
      groups: [
        { id: 1, code: 'SPRING', name: 'Spring sale' },
        { id: 2, code: 'TECH', name: 'Tech week' },
      ],
    });
  });

  it('asks once per language, however often the shop asks', async () => {
    const { load, gateway } = setUp();
    await Promise.all([load.execute('en-CA'), load.execute('en-CA')]);
    await load.execute('en-CA');
    await load.execute('fr-CA');
    expect(gateway.promotionGroupRequests).toEqual(['en-CA', 'fr-CA']);
  });

  it('keeps the last groups on screen while another language loads', async () => {
    const { load, store } = setUp();
    await load.execute('en-CA');
    const french = load.execute('fr-CA');
    expect(store.snapshot).toMatchObject({ status: 'loading', locale: 'fr-CA', groups: [{ code: 'SPRING' }, { code: 'TECH' }] });
    await french;
  });

  it('reports a failure and asks again next time', async () => {
    const { load, store, gateway, errors } = setUp();
    gateway.failure = { errorCode: 500, code: 'INTERNAL_ERROR', message: '' };
    await load.execute('en-CA');
    expect(store.snapshot.status).toBe('failed');
    expect(errors.reports).toHaveLength(1);
    gateway.failure = null;
    await load.execute('en-CA');
    expect(store.snapshot.status).toBe('loaded');
  });

  it('never lets a late answer in the old language replace the new one', async () => {
    const { load, store, gateway } = setUp();
    const original = gateway.listPromotionGroups.bind(gateway);
    let releaseEnglish: () => void = () => undefined;
    gateway.listPromotionGroups = async (locale) => {
      if (locale === 'en-CA') await new Promise<void>((resolve) => (releaseEnglish = resolve));
      const result = await original(locale);
      return result.ok && locale === 'fr-CA' ? { ok: true, groups: [{ id: 1, code: 'SPRING', name: 'Soldes du printemps' }] } : result;
    };
    const english = load.execute('en-CA');
    await load.execute('fr-CA');
    releaseEnglish();
    await english;
    expect(store.snapshot).toMatchObject({ status: 'loaded', locale: 'fr-CA', groups: [{ name: 'Soldes du printemps' }] });
  });
});
