import type { CartLine } from '@domain/cart/cart';
import type { Locale } from '@domain/locale/locale';
import type { NotificationStore } from '../notifications/notification-store';
import type { CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { CART_CHANGE_FAILED, cartChangeFailure, type CartChangeFailureReason } from './cart-change-failure';
import type { CartStore } from './cart-store';

/** The longest note a line takes (the API's limit). */
export const CART_LINE_NOTE_MAX_LENGTH = 500;

export type SaveCartLineNoteOutcome =
  { readonly outcome: 'saved' } | { readonly outcome: 'failed'; readonly reason: CartChangeFailureReason };

/**
 * A member writes a comment on a cart line (spec §3 cart line notes).
 *
 * Always holds: the note is trimmed and at most
 * {@link CART_LINE_NOTE_MAX_LENGTH} characters; a blank one clears it; the
 * line keeps its quantity; the server's cart then shows.
 */
export class SaveCartLineNote {
  constructor(
    private readonly gateway: CartGateway,
    private readonly cart: CartStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: {
    readonly cartId: number;
    readonly line: CartLine;
    readonly note: string;
    readonly locale: Locale;
  }): Promise<SaveCartLineNoteOutcome> {
    const note = input.note.trim().slice(0, CART_LINE_NOTE_MAX_LENGTH);
    const result = await this.gateway.updateLine({
      cartId: input.cartId,
      lineId: input.line.id,
      quantity: input.line.quantity,
      notes: note === '' ? null : note,
      locale: input.locale,
    });
    if (!result.ok) {
      const context = { cart: this.cart, notifications: this.notifications, errors: this.errors };
      return { outcome: 'failed', reason: cartChangeFailure(result, context, 'cart line note', CART_CHANGE_FAILED) };
    }
    if (this.cart.snapshot.cart?.cartId === input.cartId) this.cart.changed(result.cart);
    return { outcome: 'saved' };
  }
}
