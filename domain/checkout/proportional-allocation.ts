/**
 * Shares a whole `amount` out over `weights` in proportion, in whole units,
 * by largest remainder (ties to the earlier share): how an order's points and
 * card charge are divided among its items, so a cancelled item refunds its
 * own share.
 *
 * Always holds for a whole, non-negative amount and non-negative whole
 * weights: one share per weight; every share is whole and non-negative; the
 * shares add up to `amount` exactly when some weight is positive (all zero
 * when none is); a zero weight gets nothing; each share is within one unit of
 * amount × weight / Σweights.
 */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) {
    return weights.map(() => 0);
  }
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  const remainders = weights.map((weight, index) => ({ index, remainder: amount * weight - shares[index]! * total }));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  // Array sort is stable (ES2019) and the remainders are in share order, so equal ones keep the earlier share first.
  remainders.sort((a, b) => b.remainder - a.remainder);
  for (const { index } of remainders) {
    if (left === 0) {
      break;
    }
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
