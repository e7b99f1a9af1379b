import { charityChoiceProblem, MAX_CHARITIES_PER_GIFT } from '@rewards-storefront/domain/donations/charity-shares';
import type { FieldError } from '../http/api-error';
import type { Queryable } from '../database/queryable';
import { findCharities } from './charity-repository';

const MESSAGES = {
  'none-chosen': 'choose at least one charity',
  duplicate: 'choose each charity once',
} as const;

/**
 * The field errors of the charities chosen for a product (none when the
 * choice is right): a product without a charity choice takes none; one with
 * it takes 1 to its max_charities distinct charities of the programme's
 * catalogue of that product (domain/donations/charity-shares.ts). Unknown
 * ids, another programme's and products that are not single charities are
 * all 'unknown charity', so nothing tells another programme's ids apart.
 */
export async function charityChoiceErrors(
  db: Queryable,
  input: { programmeId: number; catalogId: number; maxCharities: number | null; charityIds: readonly number[] },
): Promise<FieldError[]> {
  if (input.maxCharities === null) {
    return input.charityIds.length === 0 ? [] : [{ field: 'charity_ids', message: 'this product is not shared among charities' }];
  }
  const problem = charityChoiceProblem(input.charityIds, input.maxCharities);
  if (problem === 'too-many') {
    return [{ field: 'charity_ids', message: `choose at most ${Math.min(input.maxCharities, MAX_CHARITIES_PER_GIFT)} charities` }];
  }
  if (problem !== null) return [{ field: 'charity_ids', message: MESSAGES[problem] }];
  const found = await findCharities(db, input.programmeId, input.charityIds);
  const known = new Set(found.filter((charity) => Number(charity.catalogId) === input.catalogId).map((charity) => Number(charity.id)));
  const unknown = input.charityIds.filter((id) => !known.has(id));
  return unknown.length === 0 ? [] : [{ field: 'charity_ids', message: `unknown charity: ${unknown.join(', ')}` }];
}
