/**
 * Spelling tolerance of the catalogue search: which of the catalogue's words
 * a misspelt search word may have meant. A word is within one edit of another
 * when one wrong letter, one missing letter, one extra letter or one pair of
 * neighbouring letters typed the wrong way round ("aurlais" for "auralis")
 * turns one into the other: the optimal string alignment form of the
 * Damerau-Levenshtein distance, at most 1.
 */

/** Search words shorter than this are never corrected: too many words lie one edit from them. */
export const SPELLING_MIN_LENGTH = 4;

/**
 * Catalogue words shorter than this are not kept in a vocabulary: a corrected
 * word loses at most one letter, so no correction is shorter.
 */
export const VOCABULARY_MIN_LENGTH = SPELLING_MIN_LENGTH - 1;

/** A word as the search compares it: lower-case, without accents ("Écouteurs" is "ecouteurs"). */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** The distinct words of a text as a search vocabulary keeps them: folded, letters only, long enough. */
export function vocabularyWords(text: string): string[] {
  const words = foldWord(text).match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= VOCABULARY_MIN_LENGTH))];
}

/** The index of the first letter where `a` and `b` differ (the length of `a` when `b` starts with it). */
function firstDifference(a: string, b: string): number {
  const index = [...a].findIndex((letter, i) => letter !== b[i]);
  return index === -1 ? a.length : index;
}

/** Whether adding one letter to `shorter` makes `longer`. */
function isOneInsertion(shorter: string, longer: string): boolean {
  const at = firstDifference(shorter, longer);
  return shorter.slice(at) === longer.slice(at + 1);
}

/** Whether two words of the same length are equal, or differ by one letter or by two neighbouring letters swapped. */
function isOneSubstitutionOrSwap(a: string, b: string): boolean {
  const at = firstDifference(a, b);
  if (a.slice(at + 1) === b.slice(at + 1)) return true;
  return a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/** Whether `a` and `b` are the same word or one edit apart (see the module comment). Case and accents count. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a.length < b.length) return isOneInsertion(a, b);
  if (a.length > b.length) return isOneInsertion(b, a);
  return isOneSubstitutionOrSwap(a, b);
}

/**
 * Whether `typed` is within one edit of `word` or of the start of `word`:
 * search words are prefixes while the shopper types, so "headhp" may be
 * the start of "headphones" as "headph" is.
 */
export function withinOneEditOfStart(typed: string, word: string): boolean {
  return [typed.length - 1, typed.length, typed.length + 1].some((length) => withinOneEdit(typed, word.slice(0, length)));
}

/**
 * The words of a catalogue's vocabulary (folded, see {@link foldWord}) that a
 * search word may have meant, in vocabulary order; none when the word is too
 * short to correct or is already the start of a vocabulary word (a word that
 * is spelt right is never corrected away).
 */
export function spellingVariants(typed: string, vocabulary: readonly string[]): string[] {
  const word = foldWord(typed);
  if (word.length < SPELLING_MIN_LENGTH) return [];
  if (vocabulary.some((known) => known.startsWith(word))) return [];
  return [...new Set(vocabulary.filter((known) => withinOneEditOfStart(word, known)))];
}
