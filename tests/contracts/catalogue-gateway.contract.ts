import type { CatalogueGateway } from '@application/ports/catalogue-gateway';
import { PRODUCTS_PER_PAGE } from '@domain/catalogue/catalogue';
import { expect, it } from 'vitest';

/** What every CatalogueGateway must do (spec §7 shop calls, §9 page size 12). */
export function catalogueGatewayContract(makeGateway: () => Promise<CatalogueGateway>): void {
  const firstPage = { catalogue: 'merchandise', locale: 'en-CA', page: 1, perPage: PRODUCTS_PER_PAGE, audience: { kind: 'guest' } } as const;

  it('lists a full first page of 12 products with pagination figures', async () => {
    const gateway = await makeGateway();
    const result = await gateway.listProducts(firstPage);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.page.products).toHaveLength(PRODUCTS_PER_PAGE);
    expect(result.page.page).toBe(1);
    expect(result.page.lastPage).toBeGreaterThan(1);
    expect(result.page.total).toBeGreaterThan(PRODUCTS_PER_PAGE);
    for (const product of result.page.products) {
      expect(Number.isInteger(product.points)).toBe(true);
      expect(product.catalogue).toBe('merchandise');
    }
  });

  it('a page past the last is empty, not a failure', async () => {
    const gateway = await makeGateway();
    const first = await gateway.listProducts(firstPage);
    if (!first.ok) throw new Error('first page failed');
    const beyond = await gateway.listProducts({ ...firstPage, page: first.page.lastPage + 1 });
    expect(beyond.ok).toBe(true);
    if (beyond.ok) expect(beyond.page.products).toEqual([]);
  });

  it('the second page holds other products than the first', async () => {
    const gateway = await makeGateway();
    const one = await gateway.listProducts(firstPage);
    const two = await gateway.listProducts({ ...firstPage, page: 2 });
    if (!one.ok || !two.ok) throw new Error('a page failed');
    const firstIds = new Set(one.page.products.map((product) => product.id));
    expect(two.page.products.some((product) => firstIds.has(product.id))).toBe(false);
  });
}
