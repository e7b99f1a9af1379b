import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SPELLING_MIN_LENGTH,
  VOCABULARY_MIN_LENGTH,
  foldWord,
  spellingVariants,
  vocabularyWords,
  withinOneEdit,
  withinOneEditOfStart,
} from './spelling-variants.ts';

/** The optimal string alignment distance, by the textbook table: the reference the rule is checked against. */
function osaDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** Short words over a few letters, so that near misses are common. */
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 7 });

/** A word and the same word with one random edit (or none). */
const nearPair = fc
  .tuple(word, fc.nat(), fc.constantFrom('a', 'b', 'x'), fc.constantFrom('none', 'substitute', 'delete', 'insert', 'swap'))
  .map(([base, position, letter, edit]) => {
    const at = base.length === 0 ? 0 : position % base.length;
    const edited = {
      none: base,
      substitute: base.slice(0, at) + letter + base.slice(at + 1),
      delete: base.slice(0, at) + base.slice(at + 1),
      insert: base.slice(0, at) + letter + base.slice(at),
      swap: base.slice(0, at) + base.slice(at + 1, at + 2) + base.slice(at, at + 1) + base.slice(at + 2),
    }[edit];
    return [base, edited] as const;
  });

describe('spelling variants', () => {
  describe('withinOneEdit', () => {
    it.each([
      // The same word.
      ['auralis', 'auralis'], ['', ''],
      // Two neighbouring letters typed the wrong way round, anywhere in the word.
      ['aurlais', 'auralis'], ['headhpones', 'headphones'], ['ecuoteurs', 'ecouteurs'], ['uaralis', 'auralis'], ['auralsi', 'auralis'],
      // One wrong letter, first, inside or last.
      ['aurelis', 'auralis'], ['xuralis', 'auralis'], ['auralix', 'auralis'],
      // One missing or one extra letter, on either side.
      ['ecoteurs', 'ecouteurs'], ['ecouteurs', 'ecoteurs'], ['headphnes', 'headphones'], ['headphoness', 'headphones'],
      ['xheadphones', 'headphones'], ['eadphones', 'headphones'],
      // Case and accents count as letters (callers fold words first): É for e is the one edit.
      ['Écouteurs', 'ecouteurs'],
    ])('accepts %j for %j', (typed, known) => {
      expect(withinOneEdit(typed, known)).toBe(true);
    });

    it.each([
      // Two edits.
      ['ecuoteur', 'ecouteurs'], ['ecuoteurs', 'ecouteur'], ['aurlaiz', 'auralis'], ['abcd', 'acxd'], ['abcd', 'xbad'], ['abcd', 'badc'],
      ['abcd', 'bcda'], ['abc', 'cab'], ['headphones', 'headphonesxx'], ['xxheadphones', 'headphones'], ['ab', 'abcd'], ['abxd', 'abc'],
      ['axc', 'abcde'],
      // A swap of letters that are not neighbours.
      ['abcd', 'cbad'], ['aurilas', 'auralis'],
      // An accent and a wrong letter.
      ['Écouteurz', 'ecouteurs'],
    ])('refuses %j for %j', (typed, known) => {
      expect(withinOneEdit(typed, known)).toBe(false);
    });

    it('agrees with the optimal string alignment distance on any two words', () => {
      fc.assert(
        fc.property(word, word, (a, b) => {
          expect(withinOneEdit(a, b)).toBe(osaDistance(a, b) <= 1);
        }),
        { numRuns: 2000 },
      );
    });

    it('accepts a word with any one edit, and is symmetric', () => {
      fc.assert(
        fc.property(nearPair, ([base, edited]) => {
          expect(withinOneEdit(base, edited)).toBe(true);
          expect(withinOneEdit(edited, base)).toBe(true);
        }),
        { numRuns: 1000 },
      );
    });
  });

  describe('withinOneEditOfStart', () => {
    it.each([
      // The whole word within one edit.
      ['aurlais', 'auralis', true], ['headphoness', 'headphones', true],
      // The start of a word being typed, with the same number of letters, one more ("headdph") or one fewer ("hedph").
      ['headhp', 'headphones', true], ['headph', 'headphones', true], ['headdph', 'headphones', true], ['hedph', 'headphones', true],
      // Not a start two edits away, nor a word unlike the start.
      ['hdeahp', 'headphones', false], ['phones', 'headphones', false], ['headphonesxx', 'headphones', false],
    ])('takes %j as within one edit of the start of %j: %s', (typed, known, near) => {
      expect(withinOneEditOfStart(typed, known)).toBe(near);
    });

    it('is withinOneEdit against one of the starts of the word', () => {
      fc.assert(
        fc.property(word, word, (typed, known) => {
          const starts = Array.from({ length: known.length + 1 }, (_, length) => known.slice(0, length));
          expect(withinOneEditOfStart(typed, known)).toBe(starts.some((start) => osaDistance(typed, start) <= 1));
        }),
        { numRuns: 2000 },
      );
    });
  });

  describe('foldWord and vocabularyWords', () => {
    it('folds case and accents', () => {
      expect(foldWord('Écouteurs')).toBe('ecouteurs');
      expect(foldWord('ÉLÉGANT')).toBe('elegant');
      expect(foldWord('Café')).toBe('cafe');
      expect(foldWord('cafe\u0301')).toBe('cafe');
    });

    it('keeps the distinct folded words of at least three letters, letters only', () => {
      expect(VOCABULARY_MIN_LENGTH).toBe(3);
      expect(vocabularyWords('Écouteurs sans fil Pro 12 — écouteurs')).toEqual(['ecouteurs', 'sans', 'fil', 'pro']);
      expect(vocabularyWords('Casque d’écoute de studio Aria')).toEqual(['casque', 'ecoute', 'studio', 'aria']);
      expect(vocabularyWords('x200 Noise-Cancelling')).toEqual(['noise', 'cancelling']);
    });

    it('has no words in a text without letters', () => {
      expect(vocabularyWords('')).toEqual([]);
      expect(vocabularyWords('12 — 345')).toEqual([]);
    });
  });

  describe('spellingVariants', () => {
    const vocabulary = ['auralis', 'pulse', 'wireless', 'headphones', 'headphone', 'ecouteurs', 'sans', 'casque', 'case', 'cast', 'phone'];

    it('finds the word meant through one swapped pair, one wrong, missing or extra letter', () => {
      expect(spellingVariants('aurlais', vocabulary)).toEqual(['auralis']);
      expect(spellingVariants('aurelis', vocabulary)).toEqual(['auralis']);
      expect(spellingVariants('ecoteurs', vocabulary)).toEqual(['ecouteurs']);
      expect(spellingVariants('ecuoteurs', vocabulary)).toEqual(['ecouteurs']);
      expect(spellingVariants('wirelses', vocabulary)).toEqual(['wireless']);
      expect(spellingVariants('headhpones', vocabulary)).toEqual(['headphones']);
    });

    it('folds the typed word first', () => {
      expect(spellingVariants('Écoteurs', vocabulary)).toEqual(['ecouteurs']);
      expect(spellingVariants('AURLAIS', vocabulary)).toEqual(['auralis']);
    });

    it('finds the words whose start the shopper is typing', () => {
      expect(spellingVariants('headhp', vocabulary)).toEqual(['headphones', 'headphone']);
      expect(spellingVariants('ecoute', ['ecouteurs', 'ecoute'])).toEqual([]);
    });

    it('may find several words, in vocabulary order, each once', () => {
      expect(spellingVariants('casr', vocabulary)).toEqual(['casque', 'case', 'cast']);
      expect(spellingVariants('aurlais', ['auralis', 'pulse', 'auralis'])).toEqual(['auralis']);
    });

    it('corrects words of four letters, never shorter ones', () => {
      expect(SPELLING_MIN_LENGTH).toBe(4);
      expect(spellingVariants('sasn', vocabulary)).toEqual(['sans']);
      expect(spellingVariants('csa', vocabulary)).toEqual([]);
      expect(spellingVariants('', vocabulary)).toEqual([]);
    });

    it('never corrects a word that starts a vocabulary word', () => {
      expect(spellingVariants('headphone', vocabulary)).toEqual([]);
      expect(spellingVariants('head', vocabulary)).toEqual([]);
      expect(spellingVariants('cast', vocabulary)).toEqual([]);
    });

    it('tells a word that ends a vocabulary word from one that starts it', () => {
      expect(spellingVariants('phones', vocabulary)).toEqual(['phone']);
    });

    it('finds nothing for an unrelated word or in an empty vocabulary', () => {
      expect(spellingVariants('zzzyxwv', vocabulary)).toEqual([]);
      expect(spellingVariants('ecuoeturs', vocabulary)).toEqual([]);
      expect(spellingVariants('aurlais', [])).toEqual([]);
    });
  });
});
