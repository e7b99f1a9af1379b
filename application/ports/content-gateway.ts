import type { ContentConfig } from '@rewards-storefront/domain/content/content-config';
import type { ContentPage, ContentPageSlug } from '@rewards-storefront/domain/content/content-page';
import type { NavigationItem } from '@rewards-storefront/domain/content/navigation-item';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { GatewayFailure } from './gateway-failure';

/**
 * Whose content to read: a visitor's (guest calls with the programme slug) or
 * the signed-in member's (member calls with the stored token).
 */
export type ContentAudience = 'guest' | 'member';

/** The two menus of the content service (spec §7: menus by kind). */
export type MenuKind = 'navigation' | 'account';

export interface ContentRequest {
  readonly audience: ContentAudience;
  readonly locale: Locale;
}

export type ContentConfigResult = { readonly ok: true; readonly config: ContentConfig } | GatewayFailure;
export type MenuResult = { readonly ok: true; readonly items: readonly NavigationItem[] } | GatewayFailure;
export type ContentPageResult = { readonly ok: true; readonly page: ContentPage } | GatewayFailure;

/**
 * Reads the content service (spec §7 Content): site configuration (footer,
 * broadcasts, external URLs), menus and pages, for a visitor or a member, in
 * one locale.
 *
 * Contract: answers are domain values in the requested locale (the service
 * falls back to English where French text is missing); an unknown page is
 * `not-found`; a member refused member content (pending actions) is
 * `pending-actions`; never throws for HTTP or network failures.
 */
export interface ContentGateway {
  loadConfig(request: ContentRequest): Promise<ContentConfigResult>;
  loadMenu(kind: MenuKind, request: ContentRequest): Promise<MenuResult>;
  loadPage(slug: ContentPageSlug, request: ContentRequest): Promise<ContentPageResult>;
}
