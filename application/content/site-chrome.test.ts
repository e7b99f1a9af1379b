import type { NavigationItem, Viewer } from '@rewards-storefront/domain/content/navigation-item';
import { BehaviorSubject, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { alexAccounts, anAccount } from '../../tests/fakes/account-fixtures';
import { aContentConfig, aFooterLink, aNavigationItem } from '../../tests/fakes/content-fixtures';
import { aProfile } from '../../tests/fakes/fake-profile-gateway';
import { AccountStore } from '../account/account-store';
import { ProfileStore } from '../profile/profile-store';
import { contentStoreWith } from '../../tests/fakes/content-store-with';
import { SiteChrome } from './site-chrome';

const DESKTOP_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36';

function setUp({ signedIn = false, userAgent = DESKTOP_BROWSER, navigation = [] as NavigationItem[] } = {}) {
  // The ViewerStore's answer, set by each test (its own rules are tested with it).
  const viewer = new BehaviorSubject<Viewer>(signedIn ? 'member' : 'guest');
  const profiles = new ProfileStore();
  const accounts = new AccountStore();
  const content = contentStoreWith({ config: aContentConfig(), navigation, accountMenu: [aNavigationItem({ title: 'Orders' })] });
  return { viewer, profiles, accounts, content, chrome: new SiteChrome({ viewer$: viewer }, profiles, accounts, content.store, userAgent) };
}

describe('SiteChrome header', () => {
  it('filters the navigation by the member flags, flags disabled items and partner retailers', async () => {
    const navigation = [
      aNavigationItem({ title: 'Hidden from members', isMemberVisible: false }),
      aNavigationItem({ title: 'Greyed out', isMemberEnabled: false }),
      aNavigationItem({
        title: 'Electronics',
        route: null,
        children: [aNavigationItem({ title: 'Best Buy', route: null, url: 'https://partner.example' })],
      }),
    ];
    const { chrome } = setUp({ signedIn: true, navigation });
    const header = await firstValueFrom(chrome.header$);
    expect(header.navigation.map((entry) => [entry.item.title, entry.enabled])).toEqual([
      ['Greyed out', false],
      ['Electronics', true],
    ]);
    expect(header.navigation[1]?.children[0]?.needsRedirectNotice).toBe(true);
  });

  it('an item that needs an access URL keeps it for a member and is a plain link for a visitor (spec §2)', async () => {
    const partner = aNavigationItem({ title: 'Maison Plus', route: null, url: '/sandbox/partner/maison-plus', signedAccess: true });
    const { chrome, viewer } = setUp({ signedIn: true, navigation: [partner] });
    expect((await firstValueFrom(chrome.header$)).navigation[0]?.item.signedAccess).toBe(true);
    viewer.next('login-as');
    expect((await firstValueFrom(chrome.header$)).navigation[0]?.item.signedAccess).toBe(true);
    viewer.next('guest');
    const guest = (await firstValueFrom(chrome.header$)).navigation[0]?.item;
    expect(guest).toEqual({ ...partner, signedAccess: false });
  });

  it('shows a visitor every guest item, no account menu and no tier', async () => {
    const { chrome } = setUp({ navigation: [aNavigationItem({ isMemberVisible: false })] });
    const header = await firstValueFrom(chrome.header$);
    expect(header).toMatchObject({ viewer: 'guest', tier: null, fullName: null, accountMenu: [], logoVariant: 'personal' });
    expect(header.navigation).toHaveLength(1);
  });

  it("names the member, shows the active card's tier and the logo of its account type", async () => {
    const { chrome, profiles, accounts } = setUp({ signedIn: true });
    const cards = alexAccounts();
    accounts.loadSucceeded(cards, cards[1]);
    profiles.loadFinished(aProfile({ firstName: 'Alex', lastName: 'Martin' }));
    let header = await firstValueFrom(chrome.header$);
    expect(header).toMatchObject({ fullName: 'Alex Martin', tier: 'premium', logoVariant: 'personal', showOnlineBanking: true });
    const business = anAccount({ accountCategory: 'aib', tier: 'essential' });
    accounts.loadSucceeded([business], business);
    header = await firstValueFrom(chrome.header$);
    expect(header).toMatchObject({ logoVariant: 'business', tier: 'essential' });
  });

  it('hides the online-banking link and unlinks the logo for an admin logged in as a member', async () => {
    const { chrome, viewer } = setUp({ signedIn: true });
    viewer.next('login-as');
    const header = await firstValueFrom(chrome.header$);
    expect(header).toMatchObject({ viewer: 'login-as', showOnlineBanking: false, logoLinksHome: false });
  });
});

describe('SiteChrome footer', () => {
  it('keeps the links an admin logged in as a member may see, with their login-as enabled flag', async () => {
    const { chrome, content, viewer } = setUp({ signedIn: true });
    viewer.next('login-as');
    content.show({
      config: aContentConfig({
        footer: {
          linkLists: [
            {
              title: 'Help',
              items: [
                aFooterLink({ title: 'Members only', isLoginAsVisible: false }),
                aFooterLink({ title: 'Read only', isLoginAsEnabled: false }),
              ],
            },
          ],
          logos: [],
          legal: [aFooterLink({ title: 'Privacy' })],
        },
      }),
      navigation: [],
      accountMenu: [],
    });
    const footer = await firstValueFrom(chrome.footer$);
    expect(footer?.linkLists[0]?.items.map((entry) => [entry.link.title, entry.enabled])).toEqual([['Read only', false]]);
    expect(footer?.legal.map((entry) => entry.link.title)).toEqual(['Privacy']);
  });

  it('is empty until the content has loaded', async () => {
    const { viewer, profiles, accounts, content } = setUp();
    const chrome = new SiteChrome({ viewer$: viewer }, profiles, accounts, content.empty(), DESKTOP_BROWSER);
    expect(await firstValueFrom(chrome.footer$)).toBeNull();
  });
});

describe('SiteChrome mobile-app mode', () => {
  it.each([
    ['Mozilla/5.0 (iPhone) DemoBankMobile/4.2', true],
    ['Mozilla/5.0 (Android) DemoBankBusinessMobile/1.0', true],
    [DESKTOP_BROWSER, false],
  ])('user agent %s is in the mobile app: %s', async (userAgent, expected) => {
    const { chrome } = setUp({ userAgent });
    expect(await firstValueFrom(chrome.isMobileApp$)).toBe(expected);
  });
});
