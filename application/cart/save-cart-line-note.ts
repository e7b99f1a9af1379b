import type { CartLine } from '@rewards-storefront/domain/cart/cart';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { CartChange, type CartChangeOutcome } from './cart-change';

/** The longest note a line takes (the API's limit). */
export const CART_LINE_NOTE_MAX_LENGTH = 500;

export type SaveCartLineNoteOutcome = CartChangeOutcome<'saved'>;

/**
 * A member writes a comment on a cart line (spec §3 cart line notes).
 *
 * Always holds: the note is trimmed and at most
 * {@link CART_LINE_NOTE_MAX_LENGTH} characters; a blank one clears it; the
 * line keeps its quantity; the server's cart then shows.
 */
export class SaveCartLineNote extends CartChange {
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
    const failed = this.settled(input.cartId, result, 'cart line note');
    return this.ended('saved', failed);
  }
}
