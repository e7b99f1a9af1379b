/**
 * The one space character of French number typography in this product:
 * U+00A0 NO-BREAK SPACE, used both between digit groups ("152 300") and
 * before a unit or currency sign ("25,00 $", "152 300 pts"), as spec
 * decisions §6 asks. Node 20's ICU already gives U+00A0 for fr-CA; newer
 * ICU builds (some browsers) give U+202F NARROW NO-BREAK SPACE for the
 * grouping, so every formatter passes its output through
 * {@link withNoBreakSpaces} to keep one character everywhere.
 */
export const NO_BREAK_SPACE = '\u00A0';

const NARROW_NO_BREAK_SPACE = /\u202F/g;

/**
 * `text` with every narrow no-break space (U+202F) replaced by
 * {@link NO_BREAK_SPACE}. Always holds: the result has the same length as
 * `text`, contains no U+202F, and every other character is unchanged.
 */
export function withNoBreakSpaces(text: string): string {
  return text.replace(NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE);
}
