import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogue.ts';
import { CATALOGUE_PARAMETER, LEGACY_CATALOGUE_PARAMETER, catalogueFromParams } from './catalogue-parameter.ts';

const read = (search: string) => catalogueFromParams(new URLSearchParams(search));

describe('catalogueFromParams', () => {
  it('names the parameters: catalogue, and the legacy catalog', () => {
    expect(CATALOGUE_PARAMETER).toBe('catalogue');
    expect(LEGACY_CATALOGUE_PARAMETER).toBe('catalog');
  });

  it.each([
    // Each of the four catalogues from ?catalogue=.
    ['catalogue=merchandise', 'merchandise'], ['catalogue=gift-cards', 'gift-cards'],
    ['catalogue=financial-rewards', 'financial-rewards'], ['catalogue=charitable-donations', 'charitable-donations'],
    // And from the legacy ?catalog= that stored content links may hold.
    ['catalog=merchandise', 'merchandise'], ['catalog=gift-cards', 'gift-cards'],
    ['catalog=financial-rewards', 'financial-rewards'], ['catalog=charitable-donations', 'charitable-donations'],
    // ?catalogue= first when both name a catalogue, ?catalog= when catalogue names none.
    ['catalog=gift-cards&catalogue=charitable-donations', 'charitable-donations'], ['catalogue=shoes&catalog=gift-cards', 'gift-cards'],
    ['catalogue=&catalog=financial-rewards', 'financial-rewards'],
    // The first of a repeated parameter.
    ['catalogue=gift-cards&catalogue=merchandise', 'gift-cards'], ['catalog=financial-rewards&catalog=gift-cards', 'financial-rewards'],
    // Nothing without a parameter, or with one that is not a catalogue slug.
    ['', null], ['q=gift-cards', null], ['catalogue=shoes', null], ['catalog=Gift-Cards', null], ['catalogue=gift-cards%20', null],
    ['catalogues=gift-cards', null],
  ])('reads ?%s as %j', (search, catalogue) => {
    expect(read(search)).toBe(catalogue);
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
