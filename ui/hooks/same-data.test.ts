import { describe, expect, it } from 'vitest';
import { sameData } from './same-data';

describe('sameData: a view built again from the same state is not a change', () => {
  it('is true for the same primitive, NaN included, and false for different ones', () => {
    expect(sameData(1, 1)).toBe(true);
    expect(sameData('a', 'a')).toBe(true);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
    expect(sameData(null, null)).toBe(true);
    expect(sameData(1, 2)).toBe(false);
    expect(sameData(1, '1')).toBe(false);
    expect(sameData(null, undefined)).toBe(false);
    expect(sameData(0, -0)).toBe(false);
  });

  it('compares plain objects and arrays by what they hold, however deep', () => {
    const view = () => ({ viewer: 'member', navigation: [{ title: 'Shop', children: [] as string[] }], tier: null, at: new Date(5) });
    expect(sameData(view(), view())).toBe(true);
    expect(sameData([1, [2, { a: 3 }]], [1, [2, { a: 3 }]])).toBe(true);
    expect(sameData(Object.assign(Object.create(null), { a: 1 }), { a: 1 })).toBe(true);
  });

  it('sees a change in any value, a missing or added key, an undefined key and a longer array', () => {
    expect(sameData({ a: { b: 1 } }, { a: { b: 2 } })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameData({ 0: 1, 1: 2, length: 2 }, [1, 2])).toBe(false);
    expect(sameData({ a: 1 }, null)).toBe(false);
    expect(sameData(null, { a: 1 })).toBe(false);
    expect(sameData({ a: 1 }, 1)).toBe(false);
  });

  it('compares Dates by their moment', () => {
    expect(sameData(new Date(10), new Date(10))).toBe(true);
    expect(sameData(new Date(10), new Date(11))).toBe(false);
    expect(sameData(new Date(10), { getTime: () => 10 })).toBe(false);
  });

  it('calls two different class instances different, even with the same fields (an Error’s message is not a field)', () => {
    expect(sameData(new Error('first'), new Error('second'))).toBe(false);
    expect(sameData(new Map([[1, 2]]), new Map([[1, 2]]))).toBe(false);
    class Money {
      constructor(readonly cents: number) {}
    }
    expect(sameData(new Money(1), new Money(1))).toBe(false);
    expect(sameData({ price: new Money(1) }, { price: new Money(1) })).toBe(false);
    const one = new Money(1);
    expect(sameData({ price: one }, { price: one })).toBe(true);
  });
});
