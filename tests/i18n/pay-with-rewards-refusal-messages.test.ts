import { LOCALES } from '@rewards-storefront/domain/locale/locale';
import { PAY_WITH_REWARDS_FAILURE_KEYS, PAY_WITH_REWARDS_REFUSAL_KEYS } from '@rewards-storefront/domain/redemptions/pay-with-rewards-refusal';
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../fakes/translations';

function message(locale: (typeof LOCALES)[number], key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), TRANSLATIONS[locale]);
}

describe('Pay with Rewards refusals (issue 21: no server text reaches the page)', () => {
  const keys = [...new Set([...Object.values(PAY_WITH_REWARDS_FAILURE_KEYS), ...Object.values(PAY_WITH_REWARDS_REFUSAL_KEYS)])];

  it.each(LOCALES)('every refusal has its own message in %s, with no parameter to carry server text', (locale) => {
    for (const key of keys) {
      const text = message(locale, key);
      expect(typeof text, key).toBe('string');
      expect(String(text), key).not.toMatch(/{{/);
    }
  });

  it('the French messages are French, not the English ones', () => {
    for (const key of keys) expect(message('fr-CA', key), key).not.toBe(message('en-CA', key));
  });
});
