import type { AccountType } from '../account/account-type.ts';
import { DEFAULT_CATALOGUE } from '../catalogue/catalogue.ts';
import { catalogueFromParams } from '../catalogue/catalogue-parameter.ts';
import { stripLocale } from '../locale/locale-path.ts';
import type { BroadcastMessage } from './content-config.ts';

/** The pages a broadcast message can target (spec §2 Broadcast messages); see {@link pageKeyOf}. */
export const PAGE_KEYS = [
  'home',
  'merchandise',
  'gift-cards',
  'financial-rewards',
  'charitable-donations',
  'account',
  'other',
] as const;
/** One of {@link PAGE_KEYS}. */
export type PageKey = (typeof PAGE_KEYS)[number];

/** The page entry of a message that matches every page. */
export const ANY_PAGE = 'any';

/** The spec's shipping ticker: gift-cards, merchandise and financial-rewards pages, no segments (spec §2). */
export const SHIPPING_TICKER_SLUG = 'shipping_ticker_strike_broadcast_2025';

function segmentsOf(pathname: string): string[] {
  return stripLocale(pathname)
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
}

/**
 * The page key of a store address, which broadcast messages match against
 * (spec §2 page targeting): "/" → home; "/shop" and a product under it →
 * the catalogue its parameters name (`?catalogue=`, or the legacy
 * `?catalog=`, see {@link catalogueFromParams}), each of the four
 * catalogues its own key, merchandise when none is named; "/shop/cart" →
 * other; "/charitable-donations", "/financial-rewards" and "/account" (and
 * paths under them) → their own key; anything else → "other". A "/fr"
 * prefix, a trailing slash and letter case of the path are ignored.
 *
 * Always holds: the result is one of {@link PAGE_KEYS}.
 */
export function pageKeyOf(pathname: string, params: URLSearchParams = new URLSearchParams()): PageKey {
  const [first, second] = segmentsOf(pathname);
  switch (first) {
    case undefined:
      return 'home';
    case 'shop':
      if (second === 'cart') {
        return 'other';
      }
      return catalogueFromParams(params) ?? DEFAULT_CATALOGUE;
    case 'charitable-donations':
    case 'financial-rewards':
    case 'account':
      return first;
    default:
      return 'other';
  }
}

/** Who and where the messages are shown. */
export interface BroadcastAudience {
  /** The current account's type; null for a guest, who sees only messages without segments. */
  readonly accountType: AccountType | null;
  /** From {@link pageKeyOf}. */
  readonly pageKey: string;
  /** Slugs the member has dismissed. */
  readonly dismissedSlugs: readonly string[];
}

function matchesSegment(message: BroadcastMessage, accountType: AccountType | null): boolean {
  return (
    message.segments.length === 0 ||
    message.segments.some((segment) => segment.trim().toLowerCase() === accountType)
  );
}

function matchesPage(message: BroadcastMessage, pageKey: string): boolean {
  return message.pages.some((page) => page === ANY_PAGE || page === pageKey);
}

/**
 * The broadcast messages to show (spec §2): those whose segments include the
 * account type (or that have no segments), whose pages include the page key
 * (or "any"), and that were not dismissed; of several with one slug, only
 * the first. A message with no pages is shown nowhere.
 *
 * Always holds: the result is a subsequence of `messages` (same objects,
 * same order), has no two messages with one slug, and holds no dismissed
 * slug.
 */
export function visibleBroadcasts(
  messages: readonly BroadcastMessage[],
  { accountType, pageKey, dismissedSlugs }: BroadcastAudience,
): BroadcastMessage[] {
  const shown = new Set<string>(dismissedSlugs);
  const visible: BroadcastMessage[] = [];
  for (const message of messages) {
    if (shown.has(message.slug) || !matchesSegment(message, accountType) || !matchesPage(message, pageKey)) {
      continue;
    }
    shown.add(message.slug);
    visible.push(message);
  }
  return visible;
}
