import { isInStorePath } from '@rewards-storefront/domain/routing/in-store-path';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { ContentConfig } from '@openapi/schemas';

type ExternalUrlsBody = ContentConfig['external_urls'];

/** The configurable addresses outside the store (decisions §3), as stored in `content_external_url`. */
export const EXTERNAL_URL_KEYS = [
  'programme_home',
  'online_banking_sign_in',
  'business_sign_in',
  'commercial_sign_in',
  'enrol',
  'join_now',
  'help',
  'sign_out_personal',
  'sign_out_business',
  'sign_out_commercial',
  'sign_out_select',
  'sign_out_cav',
] as const;
export type ExternalUrlKey = (typeof EXTERNAL_URL_KEYS)[number];

/** The environment variable that overrides each address on every node (server/README.md). */
export function externalUrlVariable(key: ExternalUrlKey): string {
  return `EXTERNAL_${key.toUpperCase()}_URL`;
}

export interface LocalizedUrl {
  en: string;
  fr: string | null;
}

const withLang = (path: string, lang: 'en' | 'fr') =>
  lang === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=fr`;
const sandbox = (path: string): LocalizedUrl => ({ en: path, fr: withLang(path, 'fr') });

/**
 * The reference deployment's sandbox pages, served by this server. They are
 * the seeded values and also the last resort when a programme has no row for
 * a key, so the storefront always gets every address it needs.
 */
export const SANDBOX_EXTERNAL_URLS: Readonly<Record<ExternalUrlKey, LocalizedUrl>> = {
  programme_home: sandbox('/sandbox/programme-home'),
  online_banking_sign_in: sandbox('/sandbox/online-banking'),
  business_sign_in: sandbox('/sandbox/online-banking?kind=business'),
  commercial_sign_in: sandbox('/sandbox/online-banking?kind=commercial'),
  enrol: sandbox('/sandbox/enrol'),
  join_now: { en: '/sandbox/programme-home#join', fr: '/sandbox/programme-home?lang=fr#join' },
  // Help is the store's own support page; a full-page visit there is fine.
  help: { en: '/customer-support', fr: '/fr/customer-support' },
  sign_out_personal: sandbox('/sandbox/programme-home?signed_out=1'),
  sign_out_business: sandbox('/sandbox/programme-home?signed_out=1&kind=business'),
  sign_out_commercial: sandbox('/sandbox/programme-home?signed_out=1&kind=commercial'),
  sign_out_select: sandbox('/sandbox/programme-home?signed_out=1&kind=select'),
  sign_out_cav: sandbox('/sandbox/programme-home?signed_out=1'),
};

/** A configured address must be an absolute http(s) URL or a path of this host. */
export function isValidExternalUrl(value: string): boolean {
  if (isInStorePath(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** `{lang}` (en, fr) and `{locale}` (en-CA, fr-CA) in an override stand for the page's language. */
function fillPlaceholders(template: string, locale: Locale): string {
  return template.replaceAll('{lang}', locale === 'fr-CA' ? 'fr' : 'en').replaceAll('{locale}', locale);
}

/**
 * The addresses for one locale: the environment's override wins, then the
 * programme's stored value (French falling back to English), then the
 * sandbox default.
 */
export function resolveExternalUrls(
  stored: ReadonlyMap<string, LocalizedUrl>,
  overrides: Partial<Record<ExternalUrlKey, string>>,
  locale: Locale,
): ExternalUrlsBody {
  const url = (key: ExternalUrlKey): string => {
    const override = overrides[key];
    if (override) return fillPlaceholders(override, locale);
    const value = stored.get(key) ?? SANDBOX_EXTERNAL_URLS[key];
    return locale === 'fr-CA' ? (value.fr ?? value.en) : value.en;
  };
  return {
    programme_home: url('programme_home'),
    online_banking_sign_in: url('online_banking_sign_in'),
    business_sign_in: url('business_sign_in'),
    commercial_sign_in: url('commercial_sign_in'),
    enrol: url('enrol'),
    join_now: url('join_now'),
    help: url('help'),
    sign_out: {
      personal: url('sign_out_personal'),
      business: url('sign_out_business'),
      commercial: url('sign_out_commercial'),
      select: url('sign_out_select'),
      cav: url('sign_out_cav'),
    },
  };
}
