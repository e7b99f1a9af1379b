import type { GuardProfileName } from '../content/content-config.ts';
import { stripLocale } from '../locale/locale-path.ts';
import { isInStorePath } from './in-store-path.ts';

/**
 * The guard's lists (decisions §4). Paths have no locale prefix; each also
 * covers its "/fr" twin. A pattern is one of:
 * - "/a/b": exactly that path;
 * - "/a/:name": one segment of any value in that place;
 * - "/a/*": any path of one or more segments under "/a" (not "/a" itself);
 * - "!pattern": an exception: paths it matches are not covered, whatever
 *   else in the list matches them.
 * Patterns are written in lower case; matching ignores the letter case of
 * the path (as the router does) and a trailing slash.
 */
export interface GuardProfile {
  /** Where guests may go. */
  readonly publicPaths: readonly string[];
  /** Where guests always go to the external programme home, never back to the previous page. */
  readonly alwaysExternalPaths: readonly string[];
}

/**
 * Spec §2 "public whitelist". The spec's "/shop" is the shop's public pages:
 * the list and a product; the cart needs an account, so it is an exception.
 */
const BANK_PUBLIC_PATHS = [
  '/shop',
  '/shop/:product',
  '!/shop/cart',
  '/sso/*',
  '/error',
  '/login-as',
  '/charitable-donations',
  '/financial-rewards',
] as const;

/** Spec §2 "always redirected to the external programme home page". */
const BANK_ALWAYS_EXTERNAL_PATHS = [
  '/',
  '/customer-support',
  '/faq',
  '/direct-deposit',
  '/pay-with-rewards',
  '/program-rules',
  '/account',
  '/account/address',
  '/account/my-itinerary',
  '/account/order-history',
  '/account/order-details',
  '/account/transactions',
  '/account/wishlist',
  '/redeem',
  '/redeem/*',
  '/travel-miles',
  '/forgot-password',
  '/reset-password',
  '/login',
  '/register',
  '/register/*',
] as const;

/** What the reference deployment opens to guests so every flow is reachable (decisions §4). */
const REFERENCE_GUEST_PATHS: readonly string[] = ['/login', '/register', '/register/*', '/forgot-password', '/reset-password'];

/**
 * The two guard profiles of decisions §4: `bank` holds the spec's lists
 * exactly; `reference` (the default deployment) also lets guests sign in,
 * register and recover a password.
 *
 * Always holds: no path of a profile's `publicPaths` is in its
 * `alwaysExternalPaths`.
 */
export const GUARD_PROFILES: Readonly<Record<GuardProfileName, GuardProfile>> = {
  bank: { publicPaths: BANK_PUBLIC_PATHS, alwaysExternalPaths: BANK_ALWAYS_EXTERNAL_PATHS },
  reference: {
    publicPaths: [...BANK_PUBLIC_PATHS, ...REFERENCE_GUEST_PATHS],
    alwaysExternalPaths: BANK_ALWAYS_EXTERNAL_PATHS.filter((path) => !REFERENCE_GUEST_PATHS.includes(path)),
  },
};

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matchesPattern(pathSegments: readonly string[], pattern: string): boolean {
  const patternSegments = segmentsOf(pattern);
  if (patternSegments.at(-1) === '*') {
    const base = patternSegments.slice(0, -1);
    return pathSegments.length > base.length && base.every((segment, index) => segment === pathSegments[index]);
  }
  return (
    pathSegments.length === patternSegments.length &&
    patternSegments.every((segment, index) => segment.startsWith(':') || segment === pathSegments[index])
  );
}

/**
 * Whether `pathname` is covered by `patterns` (see {@link GuardProfile}):
 * some pattern matches it and no "!" exception does. Only clean in-store
 * paths can be covered; a query or hash after the path is ignored.
 */
function isCovered(pathname: string, patterns: readonly string[]): boolean {
  const path = pathname.replace(/[?#].*/s, '');
  if (!isInStorePath(path)) {
    return false;
  }
  const segments = segmentsOf(stripLocale(path).toLowerCase());
  const exceptions = patterns.filter((pattern) => pattern.startsWith('!'));
  return (
    patterns.some((pattern) => !pattern.startsWith('!') && matchesPattern(segments, pattern)) &&
    !exceptions.some((exception) => matchesPattern(segments, exception.slice(1)))
  );
}

/**
 * Whether a guest may open `pathnameWithoutLocale` under `profile` (spec §2
 * route guard). A "/fr" prefix is ignored too, as is a query or hash.
 *
 * Always holds: false for anything that is not an in-store path (see
 * `isInStorePath`), so a public path is always safe to navigate back to.
 */
export function isPublicPath(pathnameWithoutLocale: string, profile: GuardProfile): boolean {
  return isCovered(pathnameWithoutLocale, profile.publicPaths);
}

/** What the guard does with a navigation. */
export type GuardDecision =
  | { readonly kind: 'allow' }
  /** Leave the store for the external programme home (ExternalUrls.programmeHome). */
  | { readonly kind: 'external-home' }
  /** Stay on (go back to) the previous page, which is public. */
  | { readonly kind: 'back'; readonly to: string };

/** What the guard looks at. */
export interface GuardRequest {
  /** The path asked for, with or without the "/fr" prefix. */
  readonly pathname: string;
  readonly isSignedIn: boolean;
  /** The path the visitor came from in this store, as it was (locale prefix kept); null on the first page. */
  readonly previousPathname: string | null;
  readonly profile: GuardProfile;
}

const ALLOW: GuardDecision = { kind: 'allow' };
const EXTERNAL_HOME: GuardDecision = { kind: 'external-home' };

/**
 * The route guard (spec §2, decisions §4): a signed-in member goes anywhere;
 * a guest may open a public path; a guest asking for an always-external path
 * leaves for the external programme home; a guest asking for any other path
 * goes back to the previous page when that was public, else to the external
 * programme home. (Sending a signed-in member from "/" to the locale home is
 * routing, not guarding.)
 *
 * Always holds: a signed-in member is always allowed; a guest is allowed
 * only on a public path; a "back" decision's `to` is exactly
 * `previousPathname` and is a public in-store path.
 */
export function guardRoute({ pathname, isSignedIn, previousPathname, profile }: GuardRequest): GuardDecision {
  if (isSignedIn || isPublicPath(pathname, profile)) {
    return ALLOW;
  }
  if (isCovered(pathname, profile.alwaysExternalPaths)) {
    return EXTERNAL_HOME;
  }
  if (previousPathname !== null && isPublicPath(previousPathname, profile)) {
    return { kind: 'back', to: previousPathname };
  }
  return EXTERNAL_HOME;
}
