/**
 * CRC-32 of two byte runs joined, from each run's own CRC-32 and the second
 * run's length, without reading the bytes again: zlib's `crc32_combine`
 * (crc32.c, by Mark Adler), which Node does not expose. A page kept gzipped
 * (precompressed-page.ts) needs its CRC-32 with each response's nonce in it;
 * reading its ~125 kB for that cost ~27 µs per response, combining costs
 * one small multiplication per part.
 *
 * CRC-32 is a remainder of polynomials over GF(2) (reflected, polynomial
 * 0xedb88320): appending n zero bytes to a run multiplies its CRC by x^(8n)
 * modulo the polynomial, so crc(A‖B) = crc(A) · x^(8·|B|) ⊕ crc(B).
 */

const POLYNOMIAL = 0xedb88320;
/** x^0 in the reflected bit order. */
const ONE = 0x80000000;
/** The polynomial 1, for {@link crc32Combine} and {@link crc32Multiply}: the identity of multiplication. */
export const CRC32_UNIT = ONE;

/** a · b modulo the CRC polynomial (reflected bit order): what {@link crc32Combine} shifts with. */
export function crc32Multiply(a: number, b: number): number {
  let product = 0;
  let multiplier = b >>> 0;
  for (let bit = ONE; bit !== 0; bit >>>= 1) {
    if ((a & bit) !== 0) product ^= multiplier;
    multiplier = (multiplier & 1) !== 0 ? (multiplier >>> 1) ^ POLYNOMIAL : multiplier >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31: squares of x (reflected, x^1 is 0x40000000). */
const X_TO_POWER_OF_TWO: readonly number[] = (() => {
  const table = [ONE >>> 1];
  for (let k = 1; k < 32; k += 1) table.push(crc32Multiply(table[k - 1]!, table[k - 1]!));
  return table;
})();

/**
 * The operator that shifts a CRC-32 over `length` bytes: x^(8·length)
 * modulo the polynomial. Kept per part length by the caller, it makes each
 * combination one multiplication.
 */
export function crc32Shift(length: number): number {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`a byte length, not ${length}`);
  let operator = ONE;
  // 8·length = length shifted three bits: start at x^(2^3).
  let k = 3;
  for (let rest = length; rest > 0; rest = Math.floor(rest / 2), k += 1) {
    if (rest % 2 === 1) operator = crc32Multiply(X_TO_POWER_OF_TWO[k % 32]!, operator);
  }
  return operator;
}

/** CRC-32 of A‖B from crc(A), crc(B) and B's shift operator ({@link crc32Shift} of B's length). */
export function crc32Combine(crcOfFirst: number, crcOfSecond: number, shiftOfSecond: number): number {
  return (crc32Multiply(shiftOfSecond, crcOfFirst) ^ crcOfSecond) >>> 0;
}
