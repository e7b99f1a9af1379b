import { describe, expect, it } from 'vitest';
import { ORDER_HISTORY_PAGE_PARAM, orderHistoryPageOf, orderHistoryPageParam, orderIdOf } from './order-route-params.ts';

describe('the order history page in the URL', () => {
  it('is read from the page parameter', () => {
    expect(ORDER_HISTORY_PAGE_PARAM).toBe('page');
    expect(orderHistoryPageOf('1')).toBe(1);
    expect(orderHistoryPageOf('2')).toBe(2);
    expect(orderHistoryPageOf('120')).toBe(120);
  });

  it('is page 1 when the parameter is missing or not a whole number from 1', () => {
    for (const value of [null, '', '0', '-2', '1.5', '2e3', ' 2', '02', 'two', '9007199254740993']) {
      expect(orderHistoryPageOf(value), String(value)).toBe(1);
    }
  });

  it('is written only from the second page on, so the first page’s address stays plain', () => {
    expect(orderHistoryPageParam(1)).toBeNull();
    expect(orderHistoryPageParam(0)).toBeNull();
    expect(orderHistoryPageParam(2)).toBe('2');
  });
});

describe('the order an order-detail address names', () => {
  it('is its whole-number id', () => {
    expect(orderIdOf('42')).toBe(42);
    expect(orderIdOf('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('is none for anything the programme could not hold', () => {
    for (const value of [undefined, '', '0', '-1', '4.2', 'abc', '42abc', '9007199254740992']) {
      expect(orderIdOf(value), String(value)).toBeNull();
    }
  });
});
