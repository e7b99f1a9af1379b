import type { LocaleMemory } from '@application/ports/locale-memory';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { localeCookie, localeFromCookies } from '@rewards-storefront/domain/locale/locale-cookie';

/** What the memory needs of `document`: its cookie string. */
export interface CookieJar {
  cookie: string;
}

/**
 * LocaleMemory in the `locale` cookie (spec §9: 365 days; the server reads
 * it too, to send a visitor of "/" to "/fr"). `secure` when the page is
 * served over HTTPS, so the cookie never travels in clear there.
 */
export class CookieLocaleMemory implements LocaleMemory {
  constructor(
    private readonly jar: CookieJar,
    private readonly secure: boolean,
  ) {}

  remembered(): Locale | null {
    try {
      return localeFromCookies(this.jar.cookie);
    } catch {
      // A sandboxed document may refuse cookie access (SecurityError): nothing is remembered.
      return null;
    }
  }

  remember(locale: Locale): void {
    try {
      this.jar.cookie = localeCookie(locale, { secure: this.secure });
    } catch {
      // As above: the choice is simply not kept.
    }
  }
}
