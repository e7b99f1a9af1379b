import type { components } from '@openapi/programme-api';

/**
 * Answers of the programme API typed by its OpenAPI schemas, for adapter
 * tests and the fake side of the contract suites: the fakes are filled with
 * what the adapters map these to, so they cannot hold what the real API
 * could never say.
 */
type Schemas = components['schemas'];

export function apiAccount(id: number, overrides: Partial<Schemas['Account']> = {}): Schemas['Account'] {
  return {
    id,
    reference_identifier: `ACC-${id}`,
    last_balance: 50_000,
    pooled_balance: 50_000,
    status: { code: 'ACTIVE' },
    account_members: [{ member_id: 1, is_primary: true }],
    account_type: {
      reference_identifier: 'elite',
      account_category: 'personal',
      card_type: 'elite',
      tier: 'elite',
      translated_name: { 'en-CA': 'Elite', 'fr-CA': 'Élite' },
      description: { 'en-CA': 'The Elite card', 'fr-CA': 'La carte Élite' },
      currency: { id: 1, name: 'Points', symbol: 'pts' },
      display_currency_names: { 'en-CA': 'Points', 'fr-CA': 'Points' },
      payment_providers: [],
      image_url: `/media/cards/${id}.svg`,
    },
    mediums: [{ name_on_medium: 'ALEX MARTIN', masked_medium_number: `**** **** **** ${String(4800 + id).slice(-4)}` }],
    ...overrides,
  };
}

export function apiProfile(overrides: Partial<Schemas['Profile']> = {}): Schemas['Profile'] {
  return {
    id: 1,
    admin_id: null,
    tiers: [{ code: 'elite', name: { 'en-CA': 'Elite', 'fr-CA': 'Élite' } }],
    admin_access_level: null,
    first_name: 'Alex',
    last_name: 'Martin',
    email: 'alex.martin@example.com',
    preferredLanguage: 'en-CA',
    phone: null,
    has_marketing_enabled: false,
    account_type: 'personal',
    ...overrides,
  };
}

function apiLink(title: string, url: string): Schemas['FooterLink'] {
  return {
    title,
    url,
    new_tab: false,
    icon: null,
    isMemberVisible: true,
    isMemberEnabled: true,
    isLoginAsVisible: true,
    isLoginAsEnabled: true,
  };
}

export function apiContentConfig(): Schemas['ContentConfig'] {
  return {
    footer: {
      link_lists: [{ title: 'Help', items: [apiLink('FAQ', '/faq')] }],
      logos: [],
      legal: [apiLink('Privacy', '/sandbox/bank/privacy')],
    },
    broadcasts: [],
    external_urls: {
      programme_home: '/sandbox/programme-home',
      online_banking_sign_in: '/sandbox/online-banking',
      business_sign_in: '/sandbox/online-banking?kind=business',
      commercial_sign_in: '/sandbox/online-banking?kind=commercial',
      enrol: '/sandbox/enrol',
      join_now: '/sandbox/enrol',
      help: '/customer-support',
      sign_out: {
        personal: '/sandbox/programme-home?signed_out=1',
        business: '/sandbox/programme-home?signed_out=1&kind=business',
        commercial: '/sandbox/programme-home?signed_out=1&kind=commercial',
        select: '/sandbox/programme-home?signed_out=1&kind=select',
        cav: '/sandbox/programme-home?signed_out=1&kind=cav',
      },
    },
    partner_retailers: [],
    mobile_app_user_agents: ['DemoBankMobile/', 'DemoBankBusinessMobile/'],
    guard_profile: 'reference',
  };
}

export function apiNavigationItem(title: string, route: string): Schemas['NavigationItem'] {
  return {
    title,
    description: null,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    route,
    url: null,
    nodes: [],
    new_tab: false,
    icon: null,
    icon_position: 1,
    background_color: null,
    text_color: null,
    isMemberVisible: true,
    isMemberEnabled: true,
    isLoginAsVisible: true,
    isLoginAsEnabled: true,
    media: null,
    group_code: null,
  };
}

export function apiContentPage(slug: string, title: string): Schemas['ContentPage'] {
  return {
    slug,
    title,
    sections: [{ heading: null, paragraphs: [`${title}.`], links: [] }],
    slides: [],
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}
