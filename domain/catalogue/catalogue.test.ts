import { describe, expect, it } from 'vitest';
import { CATALOGUES, DEFAULT_CATALOGUE, PRODUCTS_PER_PAGE } from './catalogue.ts';

describe('catalogue', () => {
  it('has the four catalogues of the programme, merchandise by default', () => {
    expect(CATALOGUES).toEqual(['merchandise', 'gift-cards', 'financial-rewards', 'charitable-donations']);
    expect(DEFAULT_CATALOGUE).toBe('merchandise');
  });

  it('lists 12 products a page (spec §9)', () => {
    expect(PRODUCTS_PER_PAGE).toBe(12);
  });
});
