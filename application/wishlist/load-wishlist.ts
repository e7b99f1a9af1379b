import type { WishlistItem } from '@domain/catalogue/wishlist';
import { defer, map, type Observable } from 'rxjs';
import type { MemberContext } from '../context/context-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { WishlistGateway } from '../ports/wishlist-gateway';

/**
 * A member's wishlist is read (the wishlist page, and the hearts of the
 * shop's cards), priced for the active card. Runs when subscribed;
 * unsubscribing drops the answer.
 *
 * Always holds: a failure gives null and is reported unless it is the
 * session's.
 */
export class LoadWishlist {
  constructor(
    private readonly gateway: WishlistGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute({ locale, accountId }: MemberContext): Observable<readonly WishlistItem[] | null> {
    return defer(() => this.gateway.list({ locale, accountId })).pipe(
      map((result) => {
        if (result.ok) return result.items;
        this.errors.report('wishlist', result);
        return null;
      }),
    );
  }
}
