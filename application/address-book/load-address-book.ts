import type { SavedAddress } from '@domain/address/saved-address';
import type { Locale } from '@domain/locale/locale';
import { defer, map, type Observable } from 'rxjs';
import type { AddressBookGateway } from '../ports/address-book-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/**
 * Reads the member's address book, the default first. Runs when subscribed;
 * unsubscribing drops the answer. Always holds: a failure gives null and is
 * reported unless it is the session's.
 */
export class LoadAddressBook {
  constructor(
    private readonly gateway: AddressBookGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(locale: Locale): Observable<readonly SavedAddress[] | null> {
    return defer(() => this.gateway.list(locale)).pipe(
      map((result) => {
        if (result.ok) return result.addresses;
        this.errors.report('address book', result);
        return null;
      }),
    );
  }
}
