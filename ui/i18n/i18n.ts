import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rewards-storefront/domain/locale/locale';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enCA from './locales/en-CA.json';
import { ready, tracked, type Readiness } from './readiness';
import type { MessagePart, MessageTree } from './message-parts';

export type Translations = typeof enCA;

type PartLoaders = Readonly<Record<string, () => Promise<MessageTree>>>;

/**
 * Each language's messages are cut into parts (ui/i18n/message-parts.ts),
 * each a chunk of its own (issue 16): a page downloads its language's core,
 * which the server asks for beside the entry (server/storefront), and the
 * parts its route names (domain/routing/route-manifest.ts); another language's
 * when the member switches. Keyed by catalogue file ('./locales/en-CA.json').
 */
const LOADERS: Readonly<Record<MessagePart, PartLoaders>> = {
  'core': import.meta.glob<MessageTree>('./locales/*.json', { query: { part: 'core' }, import: 'default' }),
  'sign-in': import.meta.glob<MessageTree>('./locales/*.json', { query: { part: 'sign-in' }, import: 'default' }),
  'account': import.meta.glob<MessageTree>('./locales/*.json', { query: { part: 'account' }, import: 'default' }),
  'orders': import.meta.glob<MessageTree>('./locales/*.json', { query: { part: 'orders' }, import: 'default' }),
  'checkout': import.meta.glob<MessageTree>('./locales/*.json', { query: { part: 'checkout' }, import: 'default' }),
  'redemptions': import.meta.glob<MessageTree>('./locales/*.json', { query: { part: 'redemptions' }, import: 'default' }),
  'identity': import.meta.glob<MessageTree>('./locales/*.json', { query: { part: 'identity' }, import: 'default' }),
  'forms': import.meta.glob<MessageTree>('./locales/*.json', { query: { part: 'forms' }, import: 'default' }),
};

const ALL_PARTS = Object.keys(LOADERS) as readonly MessagePart[];

/** A part of the messages of `locale`, downloaded once. */
export function loadMessages(locale: Locale, part: MessagePart): Promise<MessageTree> {
  const load = LOADERS[part][`./locales/${locale}.json`];
  if (!load) return Promise.reject(new Error(`No ${locale} messages`));
  return load();
}

/** What `createI18n` starts with: messages at hand per language, and which parts they are. */
export interface InitialMessages {
  readonly messages: Partial<Readonly<Record<Locale, MessageTree>>>;
  /** Omitted: the whole catalogues (tests). */
  readonly parts?: readonly MessagePart[];
}

/** An i18next instance for the storefront, starting in `locale` (the path's), with the messages already at hand. */
export function createI18n(locale: Locale, { messages, parts }: InitialMessages): i18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(Object.entries(messages).map(([language, tree]) => [language, { translation: tree }]));
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    resources,
    // A language whose messages are not here yet is added by localeReady, never fetched by i18next itself.
    partialBundledLanguages: true,
    // React escapes what it renders; escaping here would double-escape.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  for (const language of Object.keys(messages) as Locale[]) {
    for (const part of parts ?? ALL_PARTS) partsOf(instance).set(partKey(language, part), ready());
  }
  return instance;
}

/** A promise React's `use` can read without suspending again once it has settled. */
export type LocaleReadiness = Readiness;

/**
 * Per instance: each part's download per language ("fr-CA|account"), and the promises for sets of parts. Keyed by
 * the instance's resource store: react-i18next hands components a wrapper of the instance, which shares its store.
 */
type Store = i18n['store'];
const partDownloads = new WeakMap<Store, Map<string, LocaleReadiness>>();
const setDownloads = new WeakMap<Store, Map<string, LocaleReadiness>>();

const partKey = (locale: Locale, part: MessagePart) => `${locale}|${part}`;

function cacheOf(caches: WeakMap<Store, Map<string, LocaleReadiness>>, instance: i18n): Map<string, LocaleReadiness> {
  let cache = caches.get(instance.store);
  if (cache === undefined) {
    cache = new Map();
    caches.set(instance.store, cache);
  }
  return cache;
}

const partsOf = (instance: i18n) => cacheOf(partDownloads, instance);
const setsOf = (instance: i18n) => cacheOf(setDownloads, instance);

function partReady(instance: i18n, locale: Locale, part: MessagePart): LocaleReadiness {
  const downloads = partsOf(instance);
  const known = downloads.get(partKey(locale, part));
  if (known) return known;
  // Deep merge into the one namespace: a part adds keys beside the others' in the same groups.
  const promise = tracked(
    loadMessages(locale, part).then((messages) => instance.addResourceBundle(locale, 'translation', messages, true, true)),
  );
  downloads.set(partKey(locale, part), promise);
  return promise;
}

/** Whether every one of `parts` of `locale`'s messages is in `instance`. */
export function hasMessages(instance: i18n, locale: Locale, parts: readonly MessagePart[]): boolean {
  const downloads = partsOf(instance);
  return parts.every((part) => downloads.get(partKey(locale, part))?.status === 'fulfilled');
}

/**
 * Settles once `parts` of `locale`'s messages are in `instance`, downloading
 * each the first time, side by side. The same promise comes back for the same
 * parts every time, marked with how it settled, so a render suspends only
 * while they download, and a failed download is reported once (the route's
 * error page reloads the page, as for any chunk) instead of being retried on
 * every render.
 */
export function messagesReady(instance: i18n, locale: Locale, parts: readonly MessagePart[]): LocaleReadiness {
  const key = `${locale}|${[...parts].sort().join(',')}`;
  const sets = setsOf(instance);
  const known = sets.get(key);
  if (known) return known;
  const promise = tracked(Promise.all(parts.map((part) => partReady(instance, locale, part))));
  sets.set(key, promise);
  return promise;
}

/**
 * Settles once `locale`'s core is in `instance`, with the parts already
 * downloaded in another language: a switch of language downloads, at once,
 * what the page shown (and the pages visited) need in the new one, so the
 * page does not show its layout first and its route's keys after. One
 * promise per language, kept: every render in that language reads it (React
 * replays a suspended render expecting the same `use` calls).
 */
export function localeReady(instance: i18n, locale: Locale): LocaleReadiness {
  const key = `${locale}|switch`;
  const sets = setsOf(instance);
  const known = sets.get(key);
  if (known) return known;
  const inUse = new Set<MessagePart>(['core']);
  for (const downloaded of partsOf(instance).keys()) inUse.add(downloaded.split('|')[1] as MessagePart);
  const promise = hasMessages(instance, locale, ['core']) ? ready() : messagesReady(instance, locale, [...inUse]);
  sets.set(key, promise);
  return promise;
}
