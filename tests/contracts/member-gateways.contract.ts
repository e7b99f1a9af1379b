import type { AccountGateway } from '@application/ports/account-gateway';
import type { ContentGateway } from '@application/ports/content-gateway';
import type { ProfileGateway } from '@application/ports/profile-gateway';
import { usableAccounts } from '@rewards-storefront/domain/account/usable-accounts';
import { LOCALES } from '@rewards-storefront/domain/locale/locale';
import { expect, it } from 'vitest';

/** Alex Martin's cards as the demo data describes them (spec demo data: three usable cards among five). */
export interface AccountSubject {
  readonly gateway: AccountGateway;
  readonly memberId: number;
  /** The same port for a member who has not accepted the programme rules. */
  readonly pendingGateway: AccountGateway;
}

/** What every AccountGateway must do (spec §3 Account, §4 account load, §7 GET /member/account). */
export function accountGatewayContract(subject: () => Promise<AccountSubject>): void {
  it('lists every card the member belongs to, unfiltered: the three usable ones, a cancelled one and one held as redeemer', async () => {
    const { gateway, memberId } = await subject();
    const result = await gateway.loadAccounts();
    if (!result.ok) throw new Error(`the accounts failed: ${result.detail}`);
    expect(usableAccounts(result.accounts, memberId)).toHaveLength(3);
    expect(result.accounts.some((account) => account.statusCode === 'CANCELED')).toBe(true);
    expect(result.accounts.some((account) => account.members.some((member) => member.memberId === memberId && !member.isPrimary))).toBe(
      true,
    );
  });

  it('gives each card whole, non-negative balances in the points currency, its names in both languages and a masked number', async () => {
    const { gateway } = await subject();
    const result = await gateway.loadAccounts();
    if (!result.ok) throw new Error(`the accounts failed: ${result.detail}`);
    for (const account of result.accounts) {
      expect(Number.isSafeInteger(account.pooledBalance) && account.pooledBalance >= 0).toBe(true);
      expect(Number.isSafeInteger(account.lastBalance) && account.lastBalance >= 0).toBe(true);
      expect(account.currency).toMatchObject({ id: 1, symbol: 'pts' });
      for (const locale of LOCALES) expect(account.cardName[locale].length).toBeGreaterThan(0);
      expect(account.maskedNumber).toMatch(/\d{4}$/);
      expect(account.maskedNumber).not.toMatch(/\d{5}/);
    }
  });

  it('refuses a member who must accept the programme rules first with pending-actions', async () => {
    const { pendingGateway } = await subject();
    expect(await pendingGateway.loadAccounts()).toMatchObject({ ok: false, reason: 'pending-actions' });
  });
}

export interface ProfileSubject {
  readonly gateway: ProfileGateway;
  /** The same port for an admin logged in as the member with read access only. */
  readonly readOnlyGateway: ProfileGateway;
}

/** What every ProfileGateway must do (spec §3 Profile, §6 write access, §7 GET and PUT /member/profile). */
export function profileGatewayContract(subject: () => Promise<ProfileSubject>): void {
  it('reads the signed-in member’s profile, not an admin’s', async () => {
    const { gateway } = await subject();
    const result = await gateway.loadProfile();
    if (!result.ok) throw new Error(`the profile failed: ${result.detail}`);
    expect(result.profile).toMatchObject({ firstName: 'Alex', lastName: 'Martin', adminId: null, adminAccessLevel: null });
    expect(result.profile.email).toContain('@');
    expect(LOCALES).toContain(result.profile.preferredLanguage);
  });

  it('changes the preferences asked for, answers the changed profile, and keeps it', async () => {
    const { gateway } = await subject();
    const before = await gateway.loadProfile();
    if (!before.ok) throw new Error('the profile failed');
    const changed = await gateway.updatePreferences({
      hasMarketingEnabled: !before.profile.hasMarketingEnabled,
      preferredLanguage: 'fr-CA',
    });
    expect(changed).toMatchObject({
      ok: true,
      profile: { hasMarketingEnabled: !before.profile.hasMarketingEnabled, preferredLanguage: 'fr-CA' },
    });
    expect(await gateway.loadProfile()).toMatchObject({
      ok: true,
      profile: { hasMarketingEnabled: !before.profile.hasMarketingEnabled, preferredLanguage: 'fr-CA' },
    });
    // A change of one preference leaves the other as it is.
    expect(await gateway.updatePreferences({ preferredLanguage: before.profile.preferredLanguage })).toMatchObject({
      ok: true,
      profile: { hasMarketingEnabled: !before.profile.hasMarketingEnabled, preferredLanguage: before.profile.preferredLanguage },
    });
  });

  it('refuses a change by an admin with read access only, and changes nothing', async () => {
    const { gateway, readOnlyGateway } = await subject();
    const before = await gateway.loadProfile();
    if (!before.ok) throw new Error('the profile failed');
    expect(await readOnlyGateway.updatePreferences({ hasMarketingEnabled: !before.profile.hasMarketingEnabled })).toMatchObject({
      ok: false,
      reason: 'read-only',
    });
    expect(await gateway.loadProfile()).toEqual(before);
  });
}

export interface ContentSubject {
  /** Presents a member's session for member content. */
  readonly gateway: ContentGateway;
}

/** What every ContentGateway must do (spec §2 header and footer, §7 content calls). */
export function contentGatewayContract(subject: () => Promise<ContentSubject>): void {
  it('gives a visitor and a member the configuration: programme home, sign-out destinations, guard profile, footer', async () => {
    const { gateway } = await subject();
    for (const audience of ['guest', 'member'] as const) {
      const result = await gateway.loadConfig({ audience, locale: 'en-CA' });
      if (!result.ok) throw new Error(`the ${audience} configuration failed: ${result.detail}`);
      expect(result.config.externalUrls.programmeHome.length).toBeGreaterThan(0);
      expect(result.config.externalUrls.signOut.personal.length).toBeGreaterThan(0);
      expect(['bank', 'reference']).toContain(result.config.guardProfile);
      expect(result.config.footer.legal.length).toBeGreaterThan(0);
    }
  });

  it('gives the navigation menu to both audiences and the account menu to a member', async () => {
    const { gateway } = await subject();
    const guest = await gateway.loadMenu('navigation', { audience: 'guest', locale: 'en-CA' });
    const account = await gateway.loadMenu('account', { audience: 'member', locale: 'en-CA' });
    if (!guest.ok || !account.ok) throw new Error('a menu failed');
    expect(guest.items.length).toBeGreaterThan(0);
    expect(guest.items.every((item) => item.title.length > 0)).toBe(true);
    expect(account.items.length).toBeGreaterThan(0);
  });

  it('gives a page in the language asked for', async () => {
    const { gateway } = await subject();
    const english = await gateway.loadPage('faq', { audience: 'guest', locale: 'en-CA' });
    const french = await gateway.loadPage('faq', { audience: 'guest', locale: 'fr-CA' });
    if (!english.ok || !french.ok) throw new Error('the FAQ failed');
    expect(english.page.slug).toBe('faq');
    expect(french.page.title).not.toBe(english.page.title);
  });
}
