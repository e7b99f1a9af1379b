import { TOKEN_LIFETIME_SECONDS } from '@rewards-storefront/domain/session/token-refresh-schedule';

/** How long each kind of token lives, in seconds. */

/** Session lifetime in seconds: the domain's token lifetime (spec §9: 3600 s), which the client's refresh counts on. */
export const SESSION_LIFETIME_SECONDS = TOKEN_LIFETIME_SECONDS;
/** One-time single sign-on tokens only have to survive a redirect. */
export const SSO_TOKEN_LIFETIME_SECONDS = 120;
/**
 * Refreshing extends a session by a full lifetime each time; this caps how long
 * one sign-in can be stretched, so a stolen token cannot be kept alive forever.
 */
export const MAX_SESSION_AGE_SECONDS = 12 * 3600;
/** The admin console's one-time "open the store as" token only has to survive opening a tab (spec §6). */
export const LOGIN_AS_TOKEN_LIFETIME_SECONDS = 120;
/** A support agent's console session: short, renewed by signing in again. */
export const ADMIN_CONSOLE_SESSION_SECONDS = 30 * 60;
/** How long a device stays trusted after a sign-in on it (its own count of sign-in attempts). */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 180 * 24 * 3600;

/** A travel partner token lives 2 minutes: enough to follow the redirect (spec §2 external redirects). */
export const TRAVEL_TOKEN_LIFETIME_SECONDS = 120;
/** An access URL is fetched when the member follows the link and opened at once: 60 seconds is plenty. */
export const PARTNER_ACCESS_TOKEN_LIFETIME_SECONDS = 60;
