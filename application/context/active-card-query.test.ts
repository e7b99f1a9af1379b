import { firstValueFrom, from, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { activeCardQuery, type ActiveCard } from './active-card-query';
import type { QueryState } from './query-state';

type MonthState = QueryState<{ month: string }, { points: number }, 'no-card'>;

function monthQuery() {
  const asked: ActiveCard[] = [];
  const query = activeCardQuery(shopperContext('member').context, (month: string) => ({ month }), (month, card) => {
    asked.push(card);
    return of<MonthState>({ status: 'loaded', month, points: card.accountId });
  });
  return { query, asked };
}

describe('activeCardQuery', () => {
  it('starts idle, and names what it loads while it loads', () => {
    const { query } = monthQuery();
    expect(query.initial).toEqual({ status: 'idle' });
    expect(query.loading('2026-03', query.initial)).toEqual({ status: 'loading', month: '2026-03' });
  });

  it('asks for the active card in the page’s language', async () => {
    const { query, asked } = monthQuery();
    const state = await firstValueFrom(from(query.fetch('2026-03', { accountId: 101, memberId: 1, locale: 'fr-CA' }, () => query.initial)));
    expect(state).toEqual({ status: 'loaded', month: '2026-03', points: 101 });
    expect(asked).toEqual([{ accountId: 101, locale: 'fr-CA' }]);
  });

  it('answers no-card, asking nothing, for a member without a usable card', async () => {
    const { query, asked } = monthQuery();
    const state = await firstValueFrom(from(query.fetch('2026-03', { accountId: null, memberId: 1, locale: 'en-CA' }, () => query.initial)));
    expect(state).toEqual({ status: 'no-card', month: '2026-03' });
    expect(asked).toEqual([]);
  });
});
