import type { SavedAddress } from '@domain/address-book/saved-address';
import type { Locale } from '@domain/locale/locale';
import type { BinRange } from '@domain/payment/credit-card';
import { defer, forkJoin, map, type Observable } from 'rxjs';
import type { CheckoutGateway } from '../ports/checkout-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/** What the checkout offers: the member's addresses (default first) and the programme's card ranges; null when either failed. */
export type CheckoutOptions = { readonly addresses: readonly SavedAddress[]; readonly binRanges: readonly BinRange[] } | null;

/**
 * Reads what a checkout needs before the member chooses: the address book
 * and the bin ranges the card of a split payment must fall in (spec §5).
 * Runs when subscribed; unsubscribing drops the answers.
 *
 * Always holds: both are read side by side; a failure of either is null,
 * reported unless it is the session's.
 */
export class LoadCheckoutOptions {
  constructor(
    private readonly gateway: CheckoutGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute({ locale }: { readonly locale: Locale }): Observable<CheckoutOptions> {
    return forkJoin([defer(() => this.gateway.listAddresses({ locale })), defer(() => this.gateway.listBinRanges())]).pipe(
      map(([addresses, binRanges]): CheckoutOptions => {
        if (addresses.ok && binRanges.ok) return { addresses: addresses.addresses, binRanges: binRanges.binRanges };
        for (const result of [addresses, binRanges]) {
          if (!result.ok) this.errors.report('checkout options', result);
        }
        return null;
      }),
    );
  }
}
