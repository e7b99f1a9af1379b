/** Letters typed before suggestions are asked for: one letter matches too much to help. */
export const SUGGESTION_MIN_LENGTH = 2;
/** How many products the search box suggests while typing. */
export const SUGGESTION_LIMIT = 6;
/** The pause in typing, in milliseconds, after which suggestions are asked for (one request per pause, not per key). */
export const SUGGESTION_DELAY_MS = 250;

/**
 * The search text to ask suggestions for, or null when there is nothing to
 * suggest yet: the text trimmed, with runs of spaces made one, and at least
 * {@link SUGGESTION_MIN_LENGTH} characters long.
 *
 * Always holds: a non-null result has no leading, trailing or double space.
 */
export function suggestionSearch(typed: string): string | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  return text.length >= SUGGESTION_MIN_LENGTH ? text : null;
}
