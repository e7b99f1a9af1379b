import { describe, expect, it } from 'vitest';
import { SUGGESTION_DELAY_MS, SUGGESTION_LIMIT, SUGGESTION_MIN_LENGTH, suggestionSearch } from './search-suggestions.ts';

describe('search suggestions while typing (spec row "prefix while typing")', () => {
  it('asks nothing for an empty box or one letter', () => {
    expect(suggestionSearch('')).toBeNull();
    expect(suggestionSearch('   ')).toBeNull();
    expect(suggestionSearch(' h ')).toBeNull();
  });

  it('asks from two letters, trimmed, spaces made one', () => {
    expect(suggestionSearch('he')).toBe('he');
    expect(suggestionSearch('  wireless   head ')).toBe('wireless head');
    expect(suggestionSearch('é\tc')).toBe('é c');
  });

  it('suggests six products after a pause of a quarter second', () => {
    expect(SUGGESTION_MIN_LENGTH).toBe(2);
    expect(SUGGESTION_LIMIT).toBe(6);
    expect(SUGGESTION_DELAY_MS).toBe(250);
  });
});
