import type { BroadcastMessage, ContentConfig, ExternalUrls, FooterLink } from '@rewards-storefront/domain/content/content-config';
import type { ContentPage, ContentSection, Slide } from '@rewards-storefront/domain/content/content-page';
import type { NavigationItem } from '@rewards-storefront/domain/content/navigation-item';

/** A navigation item visible and enabled for everyone; override what the test is about. */
export function aNavigationItem(overrides: Partial<NavigationItem> = {}): NavigationItem {
  const title = overrides.title ?? 'Merchandise';
  return {
    title,
    description: null,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    route: '/shop',
    url: null,
    children: [],
    newTab: false,
    icon: null,
    iconPosition: 'before',
    backgroundColor: null,
    textColor: null,
    isMemberVisible: true,
    isMemberEnabled: true,
    isLoginAsVisible: true,
    isLoginAsEnabled: true,
    media: null,
    groupCode: null,
    signedAccess: false,
    ...overrides,
  };
}

export function aFooterLink(overrides: Partial<FooterLink> = {}): FooterLink {
  return {
    title: 'Programme rules',
    url: '/program-rules',
    newTab: false,
    icon: null,
    isMemberVisible: true,
    isMemberEnabled: true,
    isLoginAsVisible: true,
    isLoginAsEnabled: true,
    ...overrides,
  };
}

export function aBroadcast(overrides: Partial<BroadcastMessage> = {}): BroadcastMessage {
  return {
    slug: 'spring-bonus',
    title: 'Spring bonus',
    description: 'Earn double points on gift cards this month.',
    link: null,
    segments: [],
    pages: ['any'],
    ...overrides,
  };
}

export const EXTERNAL_URLS: ExternalUrls = {
  programmeHome: '/sandbox/programme-home',
  onlineBankingSignIn: '/sandbox/online-banking',
  businessSignIn: '/sandbox/online-banking?card=business',
  commercialSignIn: '/sandbox/online-banking?card=commercial',
  enrol: '/sandbox/enrol',
  joinNow: '/sandbox/enrol?join=1',
  help: '/sandbox/help',
  signOut: {
    personal: '/sandbox/programme-home?signed_out=1',
    business: '/sandbox/programme-home?signed_out=1&type=business',
    commercial: '/sandbox/programme-home?signed_out=1&type=commercial',
    select: '/sandbox/programme-home?signed_out=1&type=select',
    cav: '/sandbox/programme-home?signed_out=1&type=cav',
  },
};

/** The demo programme's configuration shape, with one link per footer list; override what the test is about. */
export function aContentConfig(overrides: Partial<ContentConfig> = {}): ContentConfig {
  return {
    footer: {
      linkLists: [
        { title: 'Help', items: [aFooterLink({ title: 'FAQ', url: '/faq' })] },
        { title: 'About', items: [aFooterLink()] },
      ],
      logos: [],
      legal: [aFooterLink({ title: 'Privacy', url: 'https://bank.example/privacy', newTab: true })],
    },
    broadcasts: [],
    externalUrls: EXTERNAL_URLS,
    partnerRetailers: ['Best Buy', 'Apple'],
    mobileAppUserAgents: ['DemoBankMobile/', 'DemoBankBusinessMobile/'],
    guardProfile: 'reference',
    ...overrides,
  };
}

export function aSection(overrides: Partial<ContentSection> = {}): ContentSection {
  return { heading: 'Orders', paragraphs: ['Orders ship within 10 business days.'], links: [], ...overrides };
}

export function aSlide(overrides: Partial<Slide> = {}): Slide {
  const id = overrides.id ?? 1;
  return {
    id,
    isActive: true,
    activeFrom: null,
    activeTo: null,
    heading: `Slide ${id}`,
    bodyMessage: `Message of slide ${id}`,
    buttonText: null,
    buttonUrl: null,
    isExternal: false,
    openNewTab: false,
    imageLg: null,
    imageSm: null,
    ...overrides,
  };
}

export function aContentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    slug: 'faq',
    title: 'Frequently asked questions',
    sections: [aSection()],
    slides: [],
    updatedAt: new Date('2026-01-15T00:00:00.000Z'),
    ...overrides,
  };
}

/** A member navigation menu with one of each case: a link, a dropdown with a partner retailer, flags for admins. */
export function demoNavigation(): NavigationItem[] {
  return [
    aNavigationItem({ title: 'Merchandise', route: '/shop' }),
    aNavigationItem({
      title: 'Gift cards',
      route: null,
      children: [
        aNavigationItem({ title: 'All gift cards', route: '/shop?catalogue=gift-cards' }),
        aNavigationItem({ title: 'Best Buy', route: null, url: 'https://www.bestbuy.example/', newTab: true }),
      ],
    }),
    aNavigationItem({ title: 'Travel', route: '/travel-miles', isLoginAsEnabled: false }),
    aNavigationItem({ title: 'Members corner', route: '/account', isLoginAsVisible: false }),
  ];
}
