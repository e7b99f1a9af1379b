import { capability } from '../di/capabilities';
import { DEFAULT_SHOP_QUERY } from '@rewards-storefront/domain/catalogue/shop-query';
import { describe, expect, it } from 'vitest';
import { createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { preloadFirstPage } from './preload-first-page';

function preloadAt(url: string) {
  const { container } = createFakeAppContainer();
  const { pathname, search } = new URL(url, 'https://store.test');
  preloadFirstPage(container, { pathname, search });
  return {
    catalogue: capability(container, 'catalogue').catalogueStore.snapshot,
    product: capability(container, 'catalogue').productStore.snapshot,
    promotionGroups: capability(container, 'catalogue').promotionGroupStore.snapshot,
    contentPage: capability(container, 'content').contentPageStore.snapshot,
  };
}

describe('Preloading the first page’s data', () => {
  it('starts the shop’s product list for the catalogue and query of the URL, in either language', () => {
    const { catalogue } = preloadAt('/fr/shop?catalogue=gift-cards&page=2');
    expect(catalogue).toMatchObject({ status: 'loading', request: { catalogue: 'gift-cards', shop: { page: 2 } } });
  });

  it('starts the promotion groups with a shop’s list, which the shop’s filters name', () => {
    expect(preloadAt('/shop').promotionGroups).toMatchObject({ status: 'loading' });
    expect(preloadAt('/shop/auralis').promotionGroups).toMatchObject({ status: 'idle' });
  });

  it('starts a content page by the slug its route shows, in either language', () => {
    expect(preloadAt('/fr/faq').contentPage).toMatchObject({ status: 'loading', slug: 'faq' });
    expect(preloadAt('/program-rules').contentPage).toMatchObject({ status: 'loading', slug: 'program-rules' });
    expect(preloadAt('/shop').contentPage.status).toBe('idle');
  });

  it('starts the fixed catalogue of the donations and financial rewards pages', () => {
    expect(preloadAt('/charitable-donations?catalogue=gift-cards').catalogue).toMatchObject({
      request: { catalogue: 'charitable-donations', shop: DEFAULT_SHOP_QUERY },
    });
    expect(preloadAt('/fr/financial-rewards/').catalogue).toMatchObject({ request: { catalogue: 'financial-rewards' } });
  });

  it('starts a product’s detail by the slug of its path', () => {
    expect(preloadAt('/shop/auralis%20pulse').product).toMatchObject({ status: 'loading', slug: 'auralis pulse' });
  });

  it('starts nothing for the cart, another page, or a slug that is not valid encoding', () => {
    for (const url of ['/shop/cart', '/account', '/shop/%E0%A4%A', '/shop/a/b']) {
      const { catalogue, product } = preloadAt(url);
      expect([catalogue.status, product.status], url).toEqual(['idle', 'idle']);
    }
  });
});
