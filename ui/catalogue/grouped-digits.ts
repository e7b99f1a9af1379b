/** Only the digits of what was typed or pasted: "25,000 pts" is "25000". */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Digits written in groups of three from the right, as the locale writes counts: "25000" is "25,000" or "25 000". */
export function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Where the caret goes in the grouped text so that it stays after the same
 * digit as in the text typed: separators added or removed in front of it
 * do not move it off the digit the member was typing.
 */
export function caretAfterDigits(grouped: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < grouped.length; index += 1) {
    if (/\d/.test(grouped.charAt(index))) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return grouped.length;
}
