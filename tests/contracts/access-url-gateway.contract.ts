import type { AccessUrlGateway } from '@application/ports/access-url-gateway';
import { expect, it } from 'vitest';

/** One AccessUrlGateway under test, signed in as `elite`, and where its addresses lead. */
export interface AccessUrlGatewaySubject {
  gateway: AccessUrlGateway;
  /** Whether the partner behind `url` recognises the member by it (loads it, for the real server). */
  recognisedAt(url: string): Promise<boolean>;
}

/** What every AccessUrlGateway must do (spec §2 access redirect, §7 Content "Access URL request returns a URL"). */
export function accessUrlGatewayContract(makeSubject: () => Promise<AccessUrlGatewaySubject>): void {
  it('signs the Maison Plus address for the member, in the language asked, valid for about a minute', async () => {
    const { gateway, recognisedAt } = await makeSubject();
    const english = await gateway.requestAccessUrl({ kind: 'navigation', slug: 'maison-plus', locale: 'en-CA' });
    expect(english.ok).toBe(true);
    if (!english.ok) return;
    expect(english.accessUrl.url).toMatch(/^\/sandbox\/partner\/maison-plus\?access_token=/);
    expect(await recognisedAt(english.accessUrl.url)).toBe(true);
    const french = await gateway.requestAccessUrl({ kind: 'navigation', slug: 'maison-plus', locale: 'fr-CA' });
    expect(french.ok && french.accessUrl.url).toMatch(/^\/sandbox\/partner\/maison-plus\?lang=fr&access_token=/);
  });

  it('each request signs a new address', async () => {
    const { gateway } = await makeSubject();
    const first = await gateway.requestAccessUrl({ kind: 'navigation', slug: 'maison-plus', locale: 'en-CA' });
    const second = await gateway.requestAccessUrl({ kind: 'navigation', slug: 'maison-plus', locale: 'en-CA' });
    expect(first.ok && second.ok && first.accessUrl.url !== second.accessUrl.url).toBe(true);
  });

  it('an item without signed access, or unknown, has none: not-found', async () => {
    const { gateway } = await makeSubject();
    for (const slug of ['techhub', 'no-such-item']) {
      expect(await gateway.requestAccessUrl({ kind: 'navigation', slug, locale: 'en-CA' }), slug).toMatchObject({ ok: false, reason: 'not-found' });
    }
  });
}
