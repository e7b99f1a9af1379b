import type { ProductDetail } from '@rewards-storefront/domain/catalogue/product-detail';
import { aProductDetail, aVariant } from './fake-catalogue-gateway';

/** The demo programme's charities, in the order the gift offers them. */
const CHARITIES = ['Community Food Bank', 'Literacy for All', 'Clean Water Initiative', 'Youth Sports League'];

/** What tells one charitable gift from another in a test: its ids, its price and which charities it offers. */
export interface CharitableGiftIds {
  readonly id: number;
  readonly variantId: number;
  readonly points: number;
  /** The charities' ids, given to the demo's charities in their order. */
  readonly charityIds: readonly number[];
}

/** The gift a member shares among up to three charities of their choice (spec §9), in the charitable donations catalogue. */
export function aCharitableGift({ id, variantId, points, charityIds }: CharitableGiftIds): ProductDetail {
  return aProductDetail({
    id,
    name: 'Charitable Gift of Your Choice',
    slug: 'charitable-gift-of-your-choice',
    catalogue: 'charitable-donations',
    type: 'charitable_donation',
    defaultVariantId: variantId,
    variants: [aVariant({ id: variantId, points })],
    charityChoice: { maxCharities: 3, charities: charityIds.map((charityId, index) => ({ id: charityId, name: CHARITIES[index]! })) },
  });
}
