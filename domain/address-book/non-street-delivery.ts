/**
 * How an address line can name a place the post office delivers to that is
 * not a street address: a post-office box (or mail held at the post office:
 * general delivery, poste restante) or a rural route.
 */
export type NonStreetDelivery = 'po_box' | 'rural_route';

/**
 * The line as words: lower case, accents dropped, every punctuation mark
 * ('.', ',', '#', '-', '°', ...) a space, spaces collapsed, a space at
 * either end; so "P.O.Box#12" reads " p o box 12 " and "Boîte postale"
 * reads " boite postale ".
 */
function words(line: string): string {
  const plain = line
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ');
  // A mark at either end leaves a second space there, which no pattern minds.
  return ` ${plain} `;
}

// A box's or route's number, optionally announced ("no 5", "n 5" from "n° 5"): a digit must follow.
const NUMBER = '(?:no? )?\\d';

// Each pattern reads words(line): a leading space marks the start of a word, a trailing one its end.
const PO_BOX_PATTERNS: readonly RegExp[] = [
  // PO Box, P.O. Box, P O Box, POBox, P.O.B. 12, POB 12, Post Office Box, Post Box.
  / p ?o ?box /,
  new RegExp(` p ?o ?b ?${NUMBER}`),
  / post (?:office )?box /,
  // Box 12, Box #12, Box No. 12, Box12 (a street named Boxwood or Box Elder has no number after the word).
  new RegExp(` box ?${NUMBER}`),
  // French: C.P. 12, CP 12, C P 12 (case postale), B.P. 12 (boîte postale); a number must follow ("Cpl. Street", "CP Rail").
  new RegExp(` c ?p ?${NUMBER}`),
  new RegExp(` b ?p ?${NUMBER}`),
  / case postale /,
  / casier postal /,
  / boite postale /,
  new RegExp(` boite ?${NUMBER}`),
  new RegExp(` casier ?${NUMBER}`),
  // Mail held at the post office: General Delivery (Gen. Delivery, GD Stn A), poste restante.
  / gen(?:eral)? delivery /,
  / poste? restante /,
  / gd (?:stn|station|succ|succursale) /,
];

const RURAL_ROUTE_PATTERNS: readonly RegExp[] = [
  // RR 2, R.R. #3, RR2, R R 2, RR No. 4 ("Parr Road", "Derry Road" have no number after the letters).
  new RegExp(` r ?r ?${NUMBER}`),
  / rural (?:route|rte) /,
  // French: route rurale, rte rurale.
  / (?:route|rte) rurale /,
  // Suburban service (SS 3, S.S. 3), Canada Post's other rural delivery.
  new RegExp(` s ?s ?${NUMBER}`),
  / suburban service /,
];

/**
 * Whether an address line names a post-office box or a rural route rather
 * than a street address (spec §5), in English or French, abbreviated or
 * not, with or without punctuation; null for a street line. A box wins
 * when a line names both.
 */
export function nonStreetDeliveryOf(line: string): NonStreetDelivery | null {
  const text = words(line);
  if (PO_BOX_PATTERNS.some((pattern) => pattern.test(text))) return 'po_box';
  if (RURAL_ROUTE_PATTERNS.some((pattern) => pattern.test(text))) return 'rural_route';
  return null;
}
