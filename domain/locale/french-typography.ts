/**
 * Canadian French typography as the Office québécois de la langue française
 * (OQLF) writes it (issue 26 item 6), as a lint: the breaches of one French
 * text. Every French message, email and formatted value is held to it.
 *
 * The rules, and the one character each asks for:
 * - `colon-space`: a colon follows a no-break space, U+00A0 ("Solde : 12").
 * - `high-punctuation-space`: `;`, `!` and `?` follow a narrow no-break
 *   space, U+202F. The OQLF accepts a fine space or a no-break space there;
 *   we accept only the fine one, so screens and tests agree on one character
 *   (a second `!` or `?` right after the first needs none: "Quoi ?!").
 * - `guillemet-space`: a no-break space after « and before ».
 * - `digit-group-space`: thousands are grouped with a no-break space
 *   ("25 000"), never an ordinary one; a number written after `+` is a
 *   telephone number and is left alone.
 * - `unit-space`: a no-break space between a number and `$`, `%`, `pts`,
 *   `min` or `s` ("1 234,56 $", "20 %").
 * - `time-form`: times are "14 h 30" or "9 h" with no-break spaces, never
 *   "14:30" or "14h30".
 * - `date-form`: dates are "26 novembre 2026" and "1er mars 2026": no
 *   English month, no "11/26/2026", no leading zero on the day, a lower-case
 *   month, "1er" for the first of the month. Numeric ISO dates ("2026-11-26")
 *   are OQLF's own numeric form and pass.
 *
 * What is not French prose is never read: i18next placeholders
 * (`{{amount}}`, read as a number so "{{amount}} $" is a breach), `$t(…)`
 * nesting, HTML tags and entities, URLs and e-mail addresses.
 */

export type FrenchTypographyRule =
  | 'colon-space'
  | 'high-punctuation-space'
  | 'guillemet-space'
  | 'digit-group-space'
  | 'unit-space'
  | 'time-form'
  | 'date-form';

export interface FrenchTypographyBreach {
  /** The position in the text of the character at fault (the mark, the space or the start of the time or date). */
  readonly index: number;
  readonly rule: FrenchTypographyRule;
  readonly description: string;
}

export const FRENCH_TYPOGRAPHY_RULES: Readonly<Record<FrenchTypographyRule, string>> = {
  'colon-space': 'a colon needs a no-break space (U+00A0) before it',
  'high-punctuation-space': '; ! and ? need a narrow no-break space (U+202F) before them',
  'guillemet-space': '« and » need a no-break space (U+00A0) inside them',
  'digit-group-space': 'thousands are grouped with a no-break space (U+00A0)',
  'unit-space': 'a number and its $, %, pts, min or s are joined by a no-break space (U+00A0)',
  'time-form': 'a time is written 14 h 30 with no-break spaces (U+00A0)',
  'date-form': 'a date is written 26 novembre 2026 (1er for the first, month in lower case)',
};

/** Spans that are not prose, each replaced by a same-length mask so positions hold. */
const PLACEHOLDER = /\{\{[^}]*\}\}/g;
const NOT_PROSE = [
  /\$t\([^)]*\)/g,
  /<[^>]*>/g,
  /&(?:#\d+|[a-z]+);/gi,
  /(?:https?:\/\/|mailto:)[^\s<>"]*/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
];

/** A placeholder reads as '#', a number of unknown digits; the rest reads as letters. */
function masked(text: string): string {
  let result = text.replace(PLACEHOLDER, (span) => '#'.repeat(span.length));
  for (const pattern of NOT_PROSE) result = result.replace(pattern, (span) => 'x'.repeat(span.length));
  return result;
}

const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const CAPITALISED_MONTHS = 'Janvier|Février|Mars|Avril|Mai|Juin|Juillet|Août|Septembre|Octobre|Novembre|Décembre';
const ENGLISH_MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';

/** Each rule's patterns; a match starts at the character at fault. */
const CHECKS: readonly (readonly [FrenchTypographyRule, RegExp])[] = [
  // A colon between two digits is left to time-form (which reports "14:30", not "123:45").
  ['colon-space', /(?<![\u00A0\d]):|(?<=\d):(?!\d)/g],
  ['high-punctuation-space', /(?<![\u202F!?])[;!?]/g],
  ['guillemet-space', /«(?!\u00A0)|(?<!\u00A0)»/g],
  // A whole number: not after a digit, "+" (a telephone number) or a digit and a space.
  ['digit-group-space', /(?<![\d+]|\d )\d{1,3}(?: \d{3})+(?!\d| \d)/g],
  ['unit-space', /(?<=[\d#]) ?(?:\$|%|pts|min|s)(?![\p{L}\p{N}'’])/gu],
  ['time-form', /(?<!\d)\d{1,2}:\d\d(?!\d)/g],
  ['time-form', /(?<![\p{L}\p{N}#])[\d#]+(?: ?h|\u00A0h ?[\d#])(?!\p{L})/gu],
  ['date-form', new RegExp(`(?<!\\p{L})(?:${ENGLISH_MONTHS})(?!\\p{L})`, 'gu')],
  ['date-form', /(?<!\d)\d{1,2}\/\d{1,2}\/\d{2,4}(?!\d)/g],
  ['date-form', new RegExp(`(?<!\\d)(?:0\\d|1)[ \u00A0](?:${MONTHS})(?!\\p{L})`, 'giu')],
  ['date-form', new RegExp(`(?<!\\d)\\d{1,2}[ \u00A0](?:${CAPITALISED_MONTHS})`, 'g')],
];

/**
 * Every breach of Canadian French typography in `text`, by position, each
 * naming its rule and saying what is asked. An empty list means the text is
 * clean.
 */
export function frenchTypographyBreaches(text: string): FrenchTypographyBreach[] {
  const prose = masked(text);
  const breaches: FrenchTypographyBreach[] = [];
  for (const [rule, pattern] of CHECKS) {
    for (const match of prose.matchAll(pattern)) {
      breaches.push({ index: match.index, rule, description: FRENCH_TYPOGRAPHY_RULES[rule] });
    }
  }
  return breaches.sort((a, b) => a.index - b.index);
}
