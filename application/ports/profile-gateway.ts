import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { GatewayFailure } from './gateway-failure';

/** The signed-in member's profile (spec §3 Profile/member), as the application needs it. */
export interface MemberProfile {
  readonly id: number;
  /** Set when a support agent is signed in as this member. */
  readonly adminId: number | null;
  readonly adminAccessLevel: 'read' | 'write' | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** A new email waiting for the link sent to it to be followed (not the member's email yet); null when none. */
  readonly pendingEmail: string | null;
  readonly phone: string | null;
  readonly preferredLanguage: Locale;
  readonly hasMarketingEnabled: boolean;
  /** Issue 26: emailed when a purchase has 7 days left to be paid back with points. */
  readonly hasPayBackReminders: boolean;
  readonly tiers: readonly { readonly code: string; readonly name: Readonly<Record<Locale, string>> }[];
  /** Account type code (personal, aib, nga, ...). */
  readonly accountCategory: string;
}

export type ProfileResult = { readonly ok: true; readonly profile: MemberProfile } | GatewayFailure;

/** A change of the member's preferences (spec §2 /account: preferences, marketing opt-in); absent fields stay as they are. */
export interface PreferencesChange {
  readonly hasMarketingEnabled?: boolean;
  readonly hasPayBackReminders?: boolean;
  readonly preferredLanguage?: Locale;
}

/**
 * Reads and changes the signed-in member's profile. Never throws for HTTP or
 * network failures. A change made by a read-only admin in login-as mode
 * fails with `read-only`.
 */
export interface ProfileGateway {
  loadProfile(): Promise<ProfileResult>;
  /** PUT /member/profile; answers the changed profile. */
  updatePreferences(change: PreferencesChange): Promise<ProfileResult>;
}
