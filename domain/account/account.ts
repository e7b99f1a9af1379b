import type { Locale } from '../locale/locale.ts';

/** Status codes of a card account (spec §3, §4). */
export const ACCOUNT_STATUS_CODES = ['ACTIVE', 'ON HOLD', 'CANCELED'] as const;
/** One of {@link ACCOUNT_STATUS_CODES}. */
export type AccountStatusCode = (typeof ACCOUNT_STATUS_CODES)[number];

/** Tier labels used for styling a card (spec §1). */
export const ACCOUNT_TIERS = ['essential', 'premium', 'elite'] as const;
/** One of {@link ACCOUNT_TIERS}. */
export type AccountTier = (typeof ACCOUNT_TIERS)[number];

/** One member of a card account; only a primary member may redeem with it (spec §4). */
export interface AccountMember {
  readonly memberId: number;
  readonly isPrimary: boolean;
}

/** The currency an account's balance is kept in (points: id 1, symbol pts). */
export interface AccountCurrency {
  readonly id: number;
  readonly name: string;
  readonly symbol: string;
}

/**
 * A card account of the member (spec §3 "Account (card)"), as the client
 * sees it: balances in whole points, the card's names per locale and the
 * card art. `accountCategory` is the account type code ("aib", "bank_nga",
 * ...), read with `accountTypeOf`.
 */
export interface Account {
  readonly id: number;
  readonly referenceIdentifier: string;
  readonly lastBalance: number;
  /** Points available to redeem; the balance the utility bar shows. */
  readonly pooledBalance: number;
  readonly statusCode: AccountStatusCode;
  readonly members: AccountMember[];
  readonly cardName: Record<Locale, string>;
  readonly cardType: string;
  readonly tier: AccountTier;
  readonly accountCategory: string;
  readonly currency: AccountCurrency;
  readonly maskedNumber: string;
  readonly nameOnCard: string;
  readonly imageUrl: string;
  readonly paymentProviders: string[];
}
