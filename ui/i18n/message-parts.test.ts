import { LOCALES } from '@rewards-storefront/domain/locale/locale';
import { ROUTE_MANIFEST } from '@rewards-storefront/domain/routing/route-manifest';
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../../tests/fakes/translations';
import { GROUP_PARTS, MESSAGE_PARTS, SHARED_KEYS, messagesOfPart, partOfKey, type MessageTree } from './message-parts';

function leaves(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`)));
}

/** A key without its plural suffix: French has plural forms English has not ("_many"). */
const unpluralised = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('the parts of the message catalogues', () => {
  it('give every key of both languages a part', () => {
    for (const locale of LOCALES) {
      expect(leaves(TRANSLATIONS[locale]).filter((key) => partOfKey(key) === undefined), locale).toEqual([]);
    }
  });

  it('put a key in the same part in both languages, and each part has keys in both', () => {
    for (const part of MESSAGE_PARTS) {
      const [english, french] = LOCALES.map((locale) => [...new Set(leaves(messagesOfPart(TRANSLATIONS[locale], part)).map(unpluralised))].sort());
      expect(english!.length, part).toBeGreaterThan(0);
      expect(french, part).toEqual(english);
    }
  });

  it('cut each catalogue into parts that hold every key once', () => {
    for (const locale of LOCALES) {
      const cut = MESSAGE_PARTS.flatMap((part) => leaves(messagesOfPart(TRANSLATIONS[locale], part)));
      expect(cut.sort(), locale).toEqual(leaves(TRANSLATIONS[locale]).sort());
    }
  });

  it('keep the texts and their nesting', () => {
    const core = messagesOfPart(TRANSLATIONS['en-CA'], 'core');
    expect(core.app).toEqual(TRANSLATIONS['en-CA'].app);
    expect((core.cart as MessageTree).notice).toEqual(TRANSLATIONS['en-CA'].cart.notice);
    expect((core.cart as MessageTree).heading).toBeUndefined();
    expect(messagesOfPart(TRANSLATIONS['en-CA'], 'checkout').app).toBeUndefined();
  });

  it('take a shared key’s part over its group’s, the longest prefix first', () => {
    expect(GROUP_PARTS.cart).toBe('checkout');
    expect(partOfKey('cart.heading')).toBe('checkout');
    expect(partOfKey('cart.notice.addedTitle')).toBe('core');
    expect(partOfKey('cart.link_one')).toBe('core');
    expect(partOfKey('cart.link_many')).toBe('core');
    expect(partOfKey('no.such.group')).toBeUndefined();
  });

  it('name in SHARED_KEYS only prefixes of keys, each moved to a part other than its group’s', () => {
    const keys = leaves(TRANSLATIONS['en-CA']).map(unpluralised);
    for (const [prefix, part] of Object.entries(SHARED_KEYS)) {
      expect(keys.some((key) => key === prefix || key.startsWith(`${prefix}.`)), prefix).toBe(true);
      expect((GROUP_PARTS as Readonly<Record<string, string>>)[prefix.split('.')[0]!], prefix).not.toBe(part);
    }
  });

  it('are the parts the route manifest names, and the core is named by none', () => {
    const named = new Set(ROUTE_MANIFEST.flatMap((entry) => entry.messages ?? []));
    expect([...named].sort()).toEqual(MESSAGE_PARTS.filter((part) => part !== 'core').sort());
  });
});
