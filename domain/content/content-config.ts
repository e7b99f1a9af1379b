import type { AccountType } from '../account/account-type.ts';

/** A footer entry (spec §2 Footer), with separate member and login-as flags. */
export interface FooterLink {
  readonly title: string;
  /** An in-store path (no locale prefix) or an absolute external URL. */
  readonly url: string;
  readonly newTab: boolean;
  readonly icon: string | null;
  readonly isMemberVisible: boolean;
  readonly isMemberEnabled: boolean;
  readonly isLoginAsVisible: boolean;
  readonly isLoginAsEnabled: boolean;
}

export interface Footer {
  /** Two titled link lists. */
  readonly linkLists: readonly { readonly title: string; readonly items: readonly FooterLink[] }[];
  readonly logos: readonly FooterLink[];
  readonly legal: readonly FooterLink[];
}

/** A broadcast message (spec §2): shown by account-type segment and page match, dismissible, unique by slug. */
export interface BroadcastMessage {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** Where the message sends members: an in-store path (no locale prefix) and its label; null without a link. */
  readonly link: { readonly label: string; readonly url: string } | null;
  /** Account types shown the message; empty means everyone. */
  readonly segments: readonly string[];
  /** Page keys (see broadcast.ts `pageKeyOf`); 'any' matches every page. */
  readonly pages: readonly string[];
}

/** Addresses of the systems outside the store (decisions §3): configuration, sandboxed in the reference deployment. */
export interface ExternalUrls {
  readonly programmeHome: string;
  readonly onlineBankingSignIn: string;
  readonly businessSignIn: string;
  readonly commercialSignIn: string;
  readonly enrol: string;
  readonly joinNow: string;
  readonly help: string;
  readonly signOut: Readonly<Record<AccountType, string>>;
}

export type GuardProfileName = 'bank' | 'reference';

/** Site-wide content and configuration from the content service. */
export interface ContentConfig {
  readonly footer: Footer;
  readonly broadcasts: readonly BroadcastMessage[];
  readonly externalUrls: ExternalUrls;
  /** Navigation child titles that open the redirect notice first (spec §2). */
  readonly partnerRetailers: readonly string[];
  readonly mobileAppUserAgents: readonly string[];
  readonly guardProfile: GuardProfileName;
}
