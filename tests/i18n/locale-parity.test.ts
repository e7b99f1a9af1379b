import { LOCALES, type Locale } from '@rewards-storefront/domain/locale/locale';
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../fakes/translations';

type Messages = { readonly [key: string]: string | Messages };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a translation file as "a.b.c" → text. */
function leaves(messages: Messages, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [leafKey, leafValue] of leaves(value, path)) result.set(leafKey, leafValue);
    } else {
      result.set(path, value);
    }
  }
  return result;
}

/** Keys without plural suffixes: each language has its own plural forms (French has "many", English not). */
function baseKeys(locale: Locale): Set<string> {
  return new Set([...leaves(TRANSLATIONS[locale] as Messages).keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

describe('Translations', () => {
  it.each(LOCALES)('%s has every key that another locale has', (locale) => {
    const own = baseKeys(locale);
    const missing = LOCALES.filter((other) => other !== locale).flatMap((other) =>
      [...baseKeys(other)].filter((key) => !own.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty or non-text value', (locale) => {
    const bad = [...leaves(TRANSLATIONS[locale] as Messages)].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(LOCALES)('%s has every plural form its language needs', (locale) => {
    const keys = [...leaves(TRANSLATIONS[locale] as Messages).keys()];
    const pluralBases = new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const missing = [...pluralBases].flatMap((base) =>
      categories.map((category) => `${base}_${category}`).filter((key) => !keys.includes(key)),
    );
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('%s uses the same interpolation variables as English for each key', (locale) => {
    const variables = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)/g)].map((match) => match[1]).sort();
    const english = leaves(TRANSLATIONS['en-CA'] as Messages);
    const mismatched = [...leaves(TRANSLATIONS[locale] as Messages)].filter(
      ([key, value]) => english.has(key) && variables(value).join() !== variables(english.get(key)).join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
