import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../../tests/fakes/translations';
import { createI18n, hasMessages, localeReady, messagesReady } from './i18n';

describe('Translations, one language at a time', () => {
  it('start with only the page’s language', () => {
    const i18n = createI18n('fr-CA', { messages: { 'fr-CA': TRANSLATIONS['fr-CA'] } });
    expect(i18n.hasResourceBundle('fr-CA', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en-CA', 'translation')).toBe(false);
    expect(i18n.t('app.skipToContent')).toBe(TRANSLATIONS['fr-CA'].app.skipToContent);
  });

  it('download the other language once, on the first request, and mark it ready', async () => {
    const i18n = createI18n('fr-CA', { messages: { 'fr-CA': TRANSLATIONS['fr-CA'] } });
    const ready = localeReady(i18n, 'en-CA');
    expect(localeReady(i18n, 'en-CA')).toBe(ready);
    expect(ready.status).toBe('pending');

    await ready;

    expect(ready.status).toBe('fulfilled');
    expect(i18n.getFixedT('en-CA')('app.skipToContent')).toBe(TRANSLATIONS['en-CA'].app.skipToContent);
  });
});

describe('Translations, one part at a time', () => {
  const coreOnly = async () => {
    const start = createI18n('en-CA', { messages: {}, parts: ['core'] });
    await messagesReady(start, 'en-CA', ['core']);
    return start;
  };

  it('start with the core alone: a route’s part is not there until asked for', async () => {
    const i18n = await coreOnly();
    expect(hasMessages(i18n, 'en-CA', ['core'])).toBe(true);
    expect(hasMessages(i18n, 'en-CA', ['checkout'])).toBe(false);
    expect(i18n.t('shop.searchLabel')).toBe(TRANSLATIONS['en-CA'].shop.searchLabel);
    expect(i18n.exists('checkout.pageTitle')).toBe(false);
  });

  it('merge a route’s part into the same groups, keeping the core’s keys beside it', async () => {
    const i18n = await coreOnly();
    const ready = messagesReady(i18n, 'en-CA', ['checkout', 'account']);
    expect(messagesReady(i18n, 'en-CA', ['account', 'checkout'])).toBe(ready);

    await ready;

    expect(hasMessages(i18n, 'en-CA', ['core', 'checkout', 'account'])).toBe(true);
    expect(i18n.t('checkout.pageTitle')).toBe(TRANSLATIONS['en-CA'].checkout.pageTitle);
    // The cart's notices are core (the product page adds to the cart), its page's texts are checkout's: both are here.
    expect(i18n.t('cart.notice.addedTitle')).toBe(TRANSLATIONS['en-CA'].cart.notice.addedTitle);
    expect(i18n.t('cart.heading')).toBe(TRANSLATIONS['en-CA'].cart.heading);
  });

  it('switch language with the core and every part already downloaded, in one wait', async () => {
    const i18n = await coreOnly();
    await messagesReady(i18n, 'en-CA', ['orders']);

    await localeReady(i18n, 'fr-CA');

    expect(hasMessages(i18n, 'fr-CA', ['core', 'orders'])).toBe(true);
    expect(hasMessages(i18n, 'fr-CA', ['checkout'])).toBe(false);
    expect(i18n.getFixedT('fr-CA')('orders.resend.button')).toBe(TRANSLATIONS['fr-CA'].orders.resend.button);
  });
});
