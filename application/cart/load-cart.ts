import type { Cart } from '@domain/cart/cart';
import { defer, map, type Observable } from 'rxjs';
import type { ErrorReporter } from '../ports/error-reporter';
import type { CartGateway } from '../ports/cart-gateway';
import type { MemberContext } from '../context/context-store';

/** The card's open cart (null when it has none), or a failure. */
export type CartLoad = { readonly ok: true; readonly cart: Cart | null } | { readonly ok: false };

/**
 * Reads the member's open cart for the active card. Runs when subscribed;
 * unsubscribing drops the answer.
 *
 * Always holds: a failure is reported unless it is the session's.
 */
export class LoadCart {
  constructor(
    private readonly gateway: CartGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(accountId: number, { locale }: Pick<MemberContext, 'locale'>): Observable<CartLoad> {
    return defer(() => this.gateway.getCart({ accountId, locale })).pipe(
      map((result): CartLoad => {
        if (result.ok) return result;
        this.errors.report('cart', result);
        return { ok: false };
      }),
    );
  }
}
