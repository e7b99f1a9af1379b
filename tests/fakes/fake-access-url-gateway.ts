import type { AccessUrlGateway, AccessUrlResult } from '@application/ports/access-url-gateway';
import type { MenuKind } from '@rewards-storefront/domain/content/access-url';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { NOT_FOUND } from './failures';

/**
 * An AccessUrlGateway over a list of signed items (`kind/slug`), like the
 * server: each request signs a new address `<address>?access_token=fake-<n>`
 * (the French address for fr-CA when there is one), valid 60 seconds from
 * `now`; anything else is not found. A test may script the next answer.
 */
export class FakeAccessUrlGateway implements AccessUrlGateway {
  readonly requests: { kind: MenuKind; slug: string; locale: Locale }[] = [];
  readonly items = new Map<string, { en: string; fr?: string }>();
  nextResult: AccessUrlResult | null = null;
  now = new Date('2026-11-26T15:00:00.000Z');
  private issued = 0;

  withSignedItem(kind: MenuKind, slug: string, address: { en: string; fr?: string }): this {
    this.items.set(`${kind}/${slug}`, address);
    return this;
  }

  async requestAccessUrl(input: { kind: MenuKind; slug: string; locale: Locale }): Promise<AccessUrlResult> {
    this.requests.push({ ...input });
    if (this.nextResult) {
      const result = this.nextResult;
      this.nextResult = null;
      return result;
    }
    const address = this.items.get(`${input.kind}/${input.slug}`);
    if (!address) return NOT_FOUND;
    this.issued += 1;
    const base = input.locale === 'fr-CA' && address.fr ? address.fr : address.en;
    const url = `${base}${base.includes('?') ? '&' : '?'}access_token=fake-${this.issued}`;
    return { ok: true, accessUrl: { url, expiresAt: new Date(this.now.getTime() + 60_000) } };
  }
}
