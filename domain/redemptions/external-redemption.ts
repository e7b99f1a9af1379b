/** What an external redemption does with the points (spec §3 external redemption product). */
export type ExternalRedemptionKind = 'cash_back' | 'direct_deposit' | 'miles_transfer';

/** The external redemption groups the storefront opens (spec §2 /redeem/:group, /direct-deposit, /travel-miles). */
export const EXTERNAL_REDEMPTION_GROUPS = ['cash-back', 'direct-deposit', 'travel-miles'] as const;
/** One of {@link EXTERNAL_REDEMPTION_GROUPS}. */
export type ExternalRedemptionGroup = (typeof EXTERNAL_REDEMPTION_GROUPS)[number];

/**
 * The group a `/redeem/:group` address names (spec §2, the group optional):
 * cash back when it names none, cash back or direct deposit by name; null for
 * any other name, which is not a page (spec §2: a route that fails its
 * validation is a 404).
 */
export function redeemGroupOf(param: string | undefined): 'cash-back' | 'direct-deposit' | null {
  if (param === undefined || param === 'cash-back') return 'cash-back';
  return param === 'direct-deposit' ? 'direct-deposit' : null;
}

/** One field a member fills in for a product (spec §3 custom fields). */
export interface ExternalRedemptionField {
  readonly id: number;
  readonly code: string;
  readonly title: string;
  /** The whole value must match, in Unicode mode. */
  readonly pattern: string;
}

/** A product of an external redemption group, as the member sees it. */
export interface ExternalRedemptionProduct {
  readonly id: number;
  readonly slug: string;
  readonly kind: ExternalRedemptionKind;
  readonly title: string;
  readonly description: string;
  readonly terms: string;
  readonly partnerName: string;
  readonly currencyName: string;
  readonly milesPerPoint: number | null;
  /** Dollars per point (cash value: spec §5 floor rule). */
  readonly conversionRate: number;
  readonly minPoints: number;
  readonly maxPoints: number | null;
  /** Whether the active card may redeem it (spec §6: miles for Elite or Premier World cards). */
  readonly isAllowed: boolean;
  readonly fields: readonly ExternalRedemptionField[];
}

/** What a redemption did (the confirmation). */
export interface RedemptionReceipt {
  readonly orderId: number;
  readonly referenceIdentifier: string;
  readonly kind: ExternalRedemptionKind | 'financial_reward';
  readonly title: string;
  readonly points: number;
  readonly cashCents: number | null;
  readonly miles: number | null;
  readonly maskedAccountNumber: string | null;
  /** The card's points after the redemption. */
  readonly balance: number;
}
