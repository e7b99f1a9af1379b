/**
 * A promotion group the shop can filter by (spec §2 "Shop page elements"):
 * `code` is what the URL and the `promotion_group` facet carry, `name` is
 * already in the member's locale.
 */
export interface PromotionGroup {
  readonly id: number;
  readonly code: string;
  readonly name: string;
}
