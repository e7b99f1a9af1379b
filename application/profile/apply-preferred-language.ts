import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { stripLocale } from '@rewards-storefront/domain/locale/locale-path';
import { localeOfPreferredLanguage } from '@rewards-storefront/domain/locale/preferred-language';
import type { LanguageCheckStorage } from '../ports/language-check-storage';
import type { CurrentSession } from '../ports/current-session';
import type { ProfileStore } from './profile-store';

/**
 * Once the profile has loaded, the store switches to the member's preferred
 * language, once (spec §4: a flag records that this was checked).
 *
 * Always holds: at most one switch per member and session, whatever the
 * answer (a member who then changes language by hand keeps their choice);
 * no switch when the preferred language is unknown or already the page's.
 * Nothing is decided on a sign-in page (the form, single sign-on, login-as):
 * the member is about to leave it for the shop or the deep link, and the
 * switch belongs to that page.
 */
export class ApplyPreferredLanguage {
  constructor(
    private readonly sessions: CurrentSession,
    private readonly profiles: ProfileStore,
    private readonly languageCheck: LanguageCheckStorage,
  ) {}

  /** The locale to switch to, or null to stay. */
  execute({ currentLocale, pathname }: { readonly currentLocale: Locale; readonly pathname: string }): Locale | null {
    if (isSignInPage(pathname)) return null;
    const memberId = this.sessions.snapshot.session?.memberId ?? null;
    const profile = this.profiles.snapshot.profile;
    if (memberId === null || profile === null) return null;
    if (this.languageCheck.read() === memberId) return null;
    this.languageCheck.write(memberId);
    const preferred = localeOfPreferredLanguage(profile.preferredLanguage);
    return preferred !== null && preferred !== currentLocale ? preferred : null;
  }

  /**
   * Right after a sign-in (form, single sign-on, login-as) whose answer named
   * the member's preferred language: the locale the store lands in, so a
   * member who prefers French never sees the shop in English first (issue 24).
   * The check counts as done, so the profile does not switch it again.
   * Without a preferred language, the page's locale (the profile decides later).
   */
  atSignIn({ preferred, currentLocale }: { readonly preferred: Locale | undefined; readonly currentLocale: Locale }): Locale {
    const memberId = this.sessions.snapshot.session?.memberId ?? null;
    if (memberId === null || preferred === undefined || this.languageCheck.read() === memberId) return currentLocale;
    this.languageCheck.write(memberId);
    return preferred;
  }

  /**
   * The member whose preferred language has been settled here (applied, or
   * chosen by hand), or null: until it is, this page may still switch language.
   */
  settledFor(): number | null {
    return this.languageCheck.read();
  }

  /**
   * The member picked a language themselves: that choice wins, so the
   * preferred-language switch no longer applies to them (even when their
   * profile arrives after the click).
   */
  languageChosen(): void {
    const memberId = this.sessions.snapshot.session?.memberId ?? null;
    if (memberId !== null) this.languageCheck.write(memberId);
  }
}

/** The pages a member signs in on, which send them on once signed in. */
function isSignInPage(pathname: string): boolean {
  const path = stripLocale(pathname);
  return path === '/login' || path === '/login-as' || path === '/sso' || path.startsWith('/sso/');
}
