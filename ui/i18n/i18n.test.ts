import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../../tests/fakes/translations';
import { createI18n, localeReady } from './i18n';

describe('Translations, one language at a time', () => {
  it('start with only the page’s language', () => {
    const i18n = createI18n('fr-CA', { 'fr-CA': TRANSLATIONS['fr-CA'] });
    expect(i18n.hasResourceBundle('fr-CA', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en-CA', 'translation')).toBe(false);
    expect(i18n.t('app.skipToContent')).toBe(TRANSLATIONS['fr-CA'].app.skipToContent);
  });

  it('download the other language once, on the first request, and mark it ready', async () => {
    const i18n = createI18n('fr-CA', { 'fr-CA': TRANSLATIONS['fr-CA'] });
    const ready = localeReady(i18n, 'en-CA');
    expect(localeReady(i18n, 'en-CA')).toBe(ready);
    expect(ready.status).toBe('pending');

    await ready;

    expect(ready.status).toBe('fulfilled');
    expect(i18n.getFixedT('en-CA')('app.skipToContent')).toBe(TRANSLATIONS['en-CA'].app.skipToContent);
  });
});
