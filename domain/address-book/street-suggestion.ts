// A civic number: digits, an optional letter, an optional unit range ("100", "12B", "10-12").
const CIVIC_NUMBER = /^\s*(\d+[A-Za-z]?(?:-\d+)?)\s/;

/**
 * The street line with the verifier's suggested street name in place of the
 * one typed (spec §5: "The suggested street name is {street_name}"), the
 * civic number kept: "10 Yonge Stret" with "Yonge Street" is
 * "10 Yonge Street". Without a civic number the suggestion is the line.
 */
export function withSuggestedStreet(address1: string, streetName: string): string {
  const number = CIVIC_NUMBER.exec(address1)?.[1];
  return number === undefined ? streetName : `${number} ${streetName}`;
}
