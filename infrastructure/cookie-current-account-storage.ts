import type { CurrentAccountStorage } from '@application/ports/current-account-storage';
import type { StorageSlot } from '@application/ports/storage-slot';
import { cardCookie, cardFromCookies } from '@rewards-storefront/domain/account/card-cookie';
import type { CookieJar } from './cookie-locale-memory';

/**
 * The chosen card in the `rewards_card` cookie (domain/account/card-cookie.ts),
 * which the server reads to render the member's first screen with the same
 * card (issue 24). A choice kept by an earlier release in localStorage
 * (`earlier`) moves into the cookie at its first read. Never throws: a
 * document that refuses cookies keeps no choice.
 */
export class CookieCurrentAccountStorage implements CurrentAccountStorage {
  constructor(
    private readonly jar: CookieJar,
    private readonly secure: boolean,
    private readonly earlier: StorageSlot<number>,
  ) {}

  read(): number | null {
    const kept = this.cookieCard();
    if (kept !== null) return kept;
    const earlier = this.earlier.read();
    if (earlier === null) return null;
    this.write(earlier);
    this.earlier.clear();
    return earlier;
  }

  write(accountId: number): void {
    this.setCookie(accountId);
  }

  clear(): void {
    this.setCookie(null);
    this.earlier.clear();
  }

  private cookieCard(): number | null {
    try {
      return cardFromCookies(this.jar.cookie);
    } catch {
      // A sandboxed document may refuse cookie access (SecurityError): no card is remembered.
      return null;
    }
  }

  private setCookie(accountId: number | null): void {
    try {
      this.jar.cookie = cardCookie(accountId, { secure: this.secure });
    } catch {
      // As above: the choice lasts as long as the page.
    }
  }
}
