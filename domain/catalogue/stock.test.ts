import { describe, expect, it } from 'vitest';
import { checkStock, stockReservations, stockShortages, type StockLine } from './stock.ts';

describe('stock of a variant (Item Not Available when a member asks for more than is left)', () => {
  it('takes any quantity of a variant whose stock is not counted', () => {
    expect(checkStock(1, null)).toEqual({ ok: true });
    expect(checkStock(100, null)).toEqual({ ok: true });
  });

  it('takes up to exactly what is left, and refuses one more saying how many are left', () => {
    expect(checkStock(1, 1)).toEqual({ ok: true });
    expect(checkStock(3, 3)).toEqual({ ok: true });
    expect(checkStock(2, 3)).toEqual({ ok: true });
    expect(checkStock(2, 1)).toEqual({ ok: false, available: 1 });
    expect(checkStock(4, 3)).toEqual({ ok: false, available: 3 });
    expect(checkStock(1, 0)).toEqual({ ok: false, available: 0 });
  });

  it('never says fewer than none are left', () => {
    expect(checkStock(1, -2)).toEqual({ ok: false, available: 0 });
  });
});

const line = (lineId: number, variantId: number, quantity: number, stockQuantity: number | null): StockLine => ({
  lineId,
  variantId,
  quantity,
  stockQuantity,
});

describe('what a checkout reserves', () => {
  it('adds up the lines of one counted variant, leaves uncounted variants out, and orders by variant id', () => {
    expect(stockReservations([line(1, 30, 2, 5), line(2, 10, 1, 4), line(3, 20, 7, null), line(4, 30, 1, 5)])).toEqual([
      { variantId: 10, quantity: 1 },
      { variantId: 30, quantity: 3 },
    ]);
  });

  it('reserves nothing for a cart of uncounted goods', () => {
    expect(stockReservations([line(1, 5, 2, null)])).toEqual([]);
    expect(stockReservations([])).toEqual([]);
  });
});

describe('the shortages of a cart', () => {
  it('names the variant asked beyond its stock, with its lines, the quantity asked and what is left', () => {
    expect(stockShortages([line(1, 7, 2, 1), line(2, 8, 1, 1)])).toEqual([{ variantId: 7, lineIds: [1], requested: 2, available: 1 }]);
  });

  it('counts every line of a variant against its stock', () => {
    expect(stockShortages([line(1, 7, 2, 3), line(2, 7, 2, 3)])).toEqual([{ variantId: 7, lineIds: [1, 2], requested: 4, available: 3 }]);
    expect(stockShortages([line(1, 7, 1, 3), line(2, 7, 2, 3)])).toEqual([]);
  });

  it('finds nothing short for uncounted goods or a cart within stock', () => {
    expect(stockShortages([line(1, 7, 50, null), line(2, 8, 3, 3)])).toEqual([]);
  });
});
