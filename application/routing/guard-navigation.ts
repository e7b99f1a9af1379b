import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { GUARD_PROFILES, guardRoute } from '@rewards-storefront/domain/routing/route-guard';
import type { ContentStore } from '../content/content-store';
import type { SessionExpiryStore } from '../session/session-expiry-store';
import type { SessionStore } from '../session/session-store';
import { withLanguage } from './external-url';
import type { NavigationHoldStore } from './navigation-hold-store';

/** The guard profile in force until the content configuration names one (decisions §4: the reference deployment's). */
export const DEFAULT_GUARD_PROFILE = 'reference';

export interface NavigationRequest {
  /** The path asked for, with its locale prefix. */
  readonly pathname: string;
  /** The last page shown in this store (path with query), or null on the first page. */
  readonly previousLocation: string | null;
  readonly locale: Locale;
  /** False when no route of the store matches the path: the 404 page shows, to guests too. */
  readonly isKnownRoute: boolean;
}

/** What the UI does with a navigation. */
export type NavigationDecision =
  | { readonly kind: 'allow' }
  /** Stay on the previous page (a public one): replace the navigation with it. */
  | { readonly kind: 'back'; readonly to: string }
  /** Leave the store with a full-page load. */
  | { readonly kind: 'external'; readonly url: string }
  /** Not decidable yet (the external programme home is not known until the content configuration loads): show a loader. */
  | { readonly kind: 'wait' }
  /** The session just expired and its modal shows, or the member is signing out: keep the page as it is. */
  | { readonly kind: 'hold' }
  /** The external programme home is needed but the content configuration could not be loaded. */
  | { readonly kind: 'unavailable' };

/**
 * The route guard (spec §2, decisions §4) applied to a navigation, with the
 * profile the content configuration names (the reference profile until it
 * has loaded) and the programme home it configures, in the page's language.
 *
 * Always holds: a signed-in member is always allowed; a guest never sees a
 * page the profile does not open to guests; while the session-expired modal
 * shows, or a sign-out is under way, nothing moves.
 */
export class GuardNavigation {
  constructor(
    private readonly sessions: SessionStore,
    private readonly content: ContentStore,
    private readonly expiry: SessionExpiryStore,
    private readonly navigationHold: NavigationHoldStore,
  ) {}

  execute(request: NavigationRequest): NavigationDecision {
    if (this.expiry.snapshot !== null || this.navigationHold.snapshot) return { kind: 'hold' };
    // Spec §2: unknown paths give the 404 page; sending a mistyped address to the programme home would hide the typo.
    if (!request.isKnownRoute) return { kind: 'allow' };
    const { config, failed } = this.content.snapshot;
    const decision = guardRoute({
      pathname: request.pathname,
      isSignedIn: this.sessions.snapshot.session !== null,
      previousPathname: request.previousLocation,
      profile: GUARD_PROFILES[config?.guardProfile ?? DEFAULT_GUARD_PROFILE],
    });
    if (decision.kind === 'allow') return decision;
    if (decision.kind === 'back') return { kind: 'back', to: decision.to };
    if (config !== null) return { kind: 'external', url: withLanguage(config.externalUrls.programmeHome, request.locale) };
    return failed ? { kind: 'unavailable' } : { kind: 'wait' };
  }
}
