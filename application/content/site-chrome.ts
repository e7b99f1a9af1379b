import { logoVariantFor, type LogoVariant } from '@rewards-storefront/domain/account/account-destinations';
import type { AccountTier } from '@rewards-storefront/domain/account/account';
import type { ContentConfig, ExternalUrls, FooterLink } from '@rewards-storefront/domain/content/content-config';
import { isFooterLinkEnabled, isMenuItemEnabled, visibleFooterLinks, visibleMenuItems } from '@rewards-storefront/domain/content/menu-visibility';
import type { NavigationItem, Viewer } from '@rewards-storefront/domain/content/navigation-item';
import { needsRedirectNotice } from '@rewards-storefront/domain/content/partner-redirect';
import { isMobileApp } from '@rewards-storefront/domain/device/mobile-app';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { AccountState, AccountStore } from '../account/account-store';
import type { ProfileState, ProfileStore } from '../profile/profile-store';
import type { ContentState, ContentStore } from './content-store';

/** A navigation entry as the header shows it to the current viewer. */
export interface MenuEntry {
  readonly item: NavigationItem;
  /** Shown but not followed when false (spec §6 enabled flags). */
  readonly enabled: boolean;
  /** Choosing it first opens the redirect notice (spec §2: partner retailers). */
  readonly needsRedirectNotice: boolean;
  readonly children: readonly MenuEntry[];
}

/** A footer link as the footer shows it to the current viewer. */
export interface FooterEntry {
  readonly link: FooterLink;
  readonly enabled: boolean;
}

/** What the header shows (spec §2 Header, §6). */
export interface HeaderView {
  readonly viewer: Viewer;
  readonly logoVariant: LogoVariant;
  /** The active card's tier label; null for visitors and until the cards load. */
  readonly tier: AccountTier | null;
  readonly fullName: string | null;
  readonly navigation: readonly MenuEntry[];
  readonly accountMenu: readonly MenuEntry[];
  /** Null until the content configuration has loaded. */
  readonly externalUrls: ExternalUrls | null;
  /** Spec §6: an admin logged in as a member is not offered the online-banking link. */
  readonly showOnlineBanking: boolean;
  /** Spec §6: the logo does not link home while an admin is logged in as a member. */
  readonly logoLinksHome: boolean;
  /** The reference deployment also opens the store's own sign-in form to visitors (decisions §4). */
  readonly offersStoreSignIn: boolean;
}

/** What the footer shows (spec §2 Footer): two titled link lists, logos and legal links. */
export interface FooterView {
  readonly linkLists: readonly { readonly title: string; readonly items: readonly FooterEntry[] }[];
  readonly logos: readonly FooterEntry[];
  readonly legal: readonly FooterEntry[];
}

/** Who is looking at the store (the ViewerStore: visitor, member, or admin logged in as a member, spec §6). */
export interface ViewerSource {
  readonly viewer$: Observable<Viewer>;
}

/**
 * The store's chrome (header, footer, mobile-app mode) as view models, from
 * the session, the profile, the active card and the content service.
 *
 * Always holds: menus and footer links are already filtered and flagged for
 * the current viewer (spec §6 member and login-as flags), so the UI applies no
 * rule of its own.
 */
export class SiteChrome {
  readonly viewer$: Observable<Viewer>;
  readonly header$: Observable<HeaderView>;
  readonly footer$: Observable<FooterView | null>;
  /** True inside the bank's mobile apps (spec §1): header and footer are hidden. */
  readonly isMobileApp$: Observable<boolean>;

  constructor(
    viewers: ViewerSource,
    profiles: ProfileStore,
    accounts: AccountStore,
    content: ContentStore,
    userAgent: string,
  ) {
    this.viewer$ = viewers.viewer$;
    this.header$ = combineLatest([this.viewer$, profiles.state$, accounts.state$, content.state$]).pipe(
      map(([viewer, profileState, accountState, contentState]) => toHeaderView(viewer, profileState, accountState, contentState)),
    );
    this.footer$ = combineLatest([this.viewer$, content.config$]).pipe(
      map(([viewer, config]) => (config === null ? null : toFooterView(config, viewer))),
    );
    this.isMobileApp$ = content.config$.pipe(
      map((config) => config !== null && isMobileApp(userAgent, config.mobileAppUserAgents)),
      distinctUntilChanged(),
    );
  }
}

function toHeaderView(viewer: Viewer, { profile }: ProfileState, accounts: AccountState, content: ContentState): HeaderView {
  const partners = content.config?.partnerRetailers ?? [];
  const signedIn = viewer !== 'guest';
  return {
    viewer,
    logoVariant: logoVariantFor(accounts.userInfo?.accountType ?? null),
    tier: signedIn ? (accounts.accounts.find((account) => account.id === accounts.accountId)?.tier ?? null) : null,
    fullName: signedIn && profile ? `${profile.firstName} ${profile.lastName}`.trim() : null,
    navigation: toMenuEntries(visibleMenuItems(content.navigation, viewer), viewer, partners),
    accountMenu: signedIn ? toMenuEntries(visibleMenuItems(content.accountMenu, viewer), viewer, partners) : [],
    externalUrls: content.config?.externalUrls ?? null,
    showOnlineBanking: viewer !== 'login-as',
    logoLinksHome: viewer !== 'login-as',
    offersStoreSignIn: content.config?.guardProfile === 'reference',
  };
}

function toMenuEntries(items: readonly NavigationItem[], viewer: Viewer, partners: readonly string[]): MenuEntry[] {
  return items.map((item) => ({
    // A visitor has nobody to sign an access URL for: an item that needs one is its plain address for them (spec §2).
    item: viewer === 'guest' && item.signedAccess ? { ...item, signedAccess: false } : item,
    enabled: isMenuItemEnabled(item, viewer),
    needsRedirectNotice: needsRedirectNotice(item, partners),
    children: toMenuEntries(item.children, viewer, partners),
  }));
}

function toFooterView(config: ContentConfig, viewer: Viewer): FooterView {
  const entries = (links: readonly FooterLink[]) =>
    visibleFooterLinks(links, viewer).map((link) => ({ link, enabled: isFooterLinkEnabled(link, viewer) }));
  return {
    linkLists: config.footer.linkLists.map((list) => ({ title: list.title, items: entries(list.items) })),
    logos: entries(config.footer.logos),
    legal: entries(config.footer.legal),
  };
}
