// A civic number as Canada Post writes it: digits, an optional letter ("12A") or a range ("12-14").
const CIVIC_NUMBER = /^\s*(\d+[A-Za-z]?(?:-\d+)?)\s/;

/**
 * The street line the member gets by taking the address verifier's
 * suggested street name (spec §5 "We could not find the entered street
 * name. The suggested street name is {street_name}."): the entered civic
 * number, then the suggested street ("10 Yonge Stret" with "Yonge Street"
 * is "10 Yonge Street"). A line without a civic number becomes the street
 * name alone.
 */
export function withSuggestedStreet(address1: string, streetName: string): string {
  const number = CIVIC_NUMBER.exec(address1)?.[1];
  return number === undefined ? streetName.trim() : `${number} ${streetName.trim()}`;
}
