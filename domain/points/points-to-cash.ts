import { DEFAULT_CONVERSION_RATE } from './points-currency.ts';

/**
 * A finite number read as the decimal it prints as: `digits / 10 ** scale`.
 * Reading the shortest printed form is what lets `0.01` mean one hundredth
 * rather than the binary double just above it. The scale is negative for
 * numbers printed with a positive exponent ("1.5e+21").
 */
interface ScaledDecimal {
  readonly digits: number;
  readonly scale: number;
}

function toScaledDecimal(value: number): ScaledDecimal {
  // `String(n)` is the shortest text that reads back as `n`: a mantissa with
  // an optional fraction, then an optional exponent; splitting on "e"
  // always gives the mantissa first.
  const [mantissa, exponent] = String(value).split('e') as [string, string | undefined];
  const fraction = mantissa.split('.')[1] ?? '';
  return { digits: Number(mantissa.replace('.', '')), scale: fraction.length - Number(exponent ?? 0) };
}

function floorDivide(dividend: number, divisor: number): number {
  // Integer remainder keeps the division exact; `Math.floor(a / b)` could
  // round a quotient just under an integer up to it. The result is never -0:
  // `x - x` is +0.
  const remainder = dividend % divisor;
  const truncated = (dividend - remainder) / divisor;
  return remainder < 0 ? truncated - 1 : truncated;
}

/**
 * Cash value in whole cents of `points` at `conversionRate` dollars per point
 * (spec §5: floor(points × rate × 100) / 100 dollars; the server sends 0.01,
 * the client default is 1, spec §9).
 *
 * Always holds: the result is an integer (never -0); while the digits
 * involved stay below 2^53 it is never more than the exact decimal product
 * points × rate × 100 and less than one cent below it (29 points at 0.01 is
 * 29 cents, not the 28 that binary floating point would give), and it never
 * decreases when points or a positive rate grow. Beyond that the same
 * computation is within floating-point precision (two parts in 2^52: up to
 * four roundings of one part in 2^53) of the exact product, where no amount
 * of money is exact anyway.
 *
 * @throws RangeError when an argument is not a finite number, or the result
 * would be (bugs in the caller: no balance comes near 10^300 points).
 */
export function pointsToCashCents(points: number, conversionRate: number = DEFAULT_CONVERSION_RATE): number {
  if (!Number.isFinite(points) || !Number.isFinite(conversionRate)) {
    throw new RangeError(`pointsToCashCents needs finite numbers, got ${points} and ${conversionRate}`);
  }
  const pointsDecimal = toScaledDecimal(points);
  const rateDecimal = toScaledDecimal(conversionRate);
  const scale = pointsDecimal.scale + rateDecimal.scale;
  // A negative scale multiplies rather than divides, so the division below
  // is always by a whole power of ten.
  const scaledCents = pointsDecimal.digits * rateDecimal.digits * 100 * 10 ** Math.max(0, -scale);
  if (!Number.isFinite(scaledCents)) {
    throw new RangeError(`pointsToCashCents: ${points} points at ${conversionRate} is beyond any number of cents`);
  }
  return floorDivide(scaledCents, 10 ** Math.max(0, scale));
}
