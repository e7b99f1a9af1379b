import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogue';
import { CATALOGUE_PARAMETER, LEGACY_CATALOGUE_PARAMETER, catalogueFromParams } from './catalogue-parameter';

const read = (search: string) => catalogueFromParams(new URLSearchParams(search));

describe('catalogueFromParams', () => {
  it('names the parameters: catalogue, and the legacy catalog', () => {
    expect(CATALOGUE_PARAMETER).toBe('catalogue');
    expect(LEGACY_CATALOGUE_PARAMETER).toBe('catalog');
  });

  it('reads each of the four catalogues from ?catalogue=', () => {
    expect(read('catalogue=merchandise')).toBe('merchandise');
    expect(read('catalogue=gift-cards')).toBe('gift-cards');
    expect(read('catalogue=financial-rewards')).toBe('financial-rewards');
    expect(read('catalogue=charitable-donations')).toBe('charitable-donations');
  });

  it('reads each of the four catalogues from the legacy ?catalog= that stored content links may hold', () => {
    expect(read('catalog=merchandise')).toBe('merchandise');
    expect(read('catalog=gift-cards')).toBe('gift-cards');
    expect(read('catalog=financial-rewards')).toBe('financial-rewards');
    expect(read('catalog=charitable-donations')).toBe('charitable-donations');
  });

  it('prefers ?catalogue= when both name a catalogue, and falls back to ?catalog= when catalogue names none', () => {
    expect(read('catalog=gift-cards&catalogue=charitable-donations')).toBe('charitable-donations');
    expect(read('catalogue=shoes&catalog=gift-cards')).toBe('gift-cards');
    expect(read('catalogue=&catalog=financial-rewards')).toBe('financial-rewards');
  });

  it('names nothing without a parameter, or with one that is not a catalogue slug', () => {
    expect(read('')).toBeNull();
    expect(read('q=gift-cards')).toBeNull();
    expect(read('catalogue=shoes')).toBeNull();
    expect(read('catalog=Gift-Cards')).toBeNull();
    expect(read('catalogue=gift-cards%20')).toBeNull();
    expect(read('catalogues=gift-cards')).toBeNull();
  });

  it('reads the first of a repeated parameter', () => {
    expect(read('catalogue=gift-cards&catalogue=merchandise')).toBe('gift-cards');
    expect(read('catalog=financial-rewards&catalog=gift-cards')).toBe('financial-rewards');
  });

  it('always gives one of the catalogues or null', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (current, legacy) => {
        const params = new URLSearchParams({ catalogue: current, catalog: legacy });
        const result = catalogueFromParams(params);
        expect(result === null || (CATALOGUES as readonly string[]).includes(result)).toBe(true);
      }),
    );
  });
});
