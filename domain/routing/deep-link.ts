import { isInStorePath } from './in-store-path.ts';

/** How long a saved deep link stays usable: 30 minutes (spec §2, §9). */
export const DEEP_LINK_TTL_MS = 1_800_000;

/** The query parameter that carries a deep link on any route (spec §2). */
export const DEEP_LINK_PARAMETER = 'action';

/** A page to open after sign-in, saved from an `action` query parameter. */
export interface DeepLink {
  /** An in-store path, possibly with its own query and hash. */
  readonly target: string;
  readonly expiresAt: Date;
}

/**
 * The deep link a URL's query carries (spec §2): the first `action`
 * parameter, kept only when it is an in-store path (one leading "/", no
 * "//", no scheme, no backslash, no whitespace), expiring
 * {@link DEEP_LINK_TTL_MS} after `now`. `search` may come with or without
 * its leading "?".
 *
 * Always holds: a non-null result's target is an in-store path, so
 * following it never leaves the site.
 */
export function deepLinkFromSearch(search: string, now: Date): DeepLink | null {
  const target = new URLSearchParams(search).get(DEEP_LINK_PARAMETER);
  if (target === null || !isInStorePath(target)) {
    return null;
  }
  return { target, expiresAt: new Date(now.getTime() + DEEP_LINK_TTL_MS) };
}

/**
 * The saved deep link if it is still usable at `now`: null when there is
 * none, when it has expired (at `expiresAt` exactly or later, or an invalid
 * date), or when its target is not an in-store path (it comes back from
 * browser storage, which anyone can edit).
 *
 * Always holds: the result is `link` itself or null, and a non-null result
 * points inside the store.
 */
export function liveDeepLink(link: DeepLink | null, now: Date): DeepLink | null {
  if (link === null || !isInStorePath(link.target) || !(now.getTime() < link.expiresAt.getTime())) {
    return null;
  }
  return link;
}
