import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { CancellationRefusal } from '@rewards-storefront/domain/orders/order-cancellation';

/** The localized refusal a cancellation answers (spec §8: the storefront shows the server's localized detail); the fake order gateway answers the same. */
export const CANCELLATION_REFUSAL_MESSAGES: Record<Locale, Record<CancellationRefusal, string>> = {
  'en-CA': {
    'final-redemption': 'This redemption is final and cannot be cancelled.',
    'window-closed': 'This order can no longer be cancelled: the 6-hour cancellation window has closed. Please contact support.',
    'already-cancelled': 'This item has already been cancelled.',
    'already-shipped': 'This item has already shipped and can no longer be cancelled. Please contact support.',
  },
  'fr-CA': {
    'final-redemption': 'Cet échange est définitif et ne peut pas être annulé.',
    'window-closed': 'Cette commande ne peut plus être annulée\u00a0: le délai d’annulation de 6 heures est écoulé. Veuillez communiquer avec le soutien.',
    'already-cancelled': 'Cet article a déjà été annulé.',
    'already-shipped': 'Cet article a déjà été expédié et ne peut plus être annulé. Veuillez communiquer avec le soutien.',
  },
};
