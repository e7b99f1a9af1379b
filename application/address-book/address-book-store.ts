import type { SavedAddress } from '@rewards-storefront/domain/address-book/saved-address';
import type { ContextStore, MemberContext } from '../context/context-store';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { AddressBookGateway } from '../ports/address-book-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/** The member's address book as last loaded, the default first. */
export interface AddressBookState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly addresses: readonly SavedAddress[];
}

/**
 * The member's addresses while a screen shows them (the address book, the
 * edit form). A change the member made elsewhere (a new address, another
 * default) shows on the next visit; a change on the book itself (delete,
 * default) loads it again (`retry`).
 */
export class AddressBookStore extends QueryStore<null, MemberContext, AddressBookState> {
  constructor(context: ContextStore, gateway: AddressBookGateway, errors: ErrorReporter) {
    super({
      initial: { status: 'idle', addresses: [] },
      context$: context.member$,
      loading: (_, last) => ({ ...last, status: 'loading' }),
      fetch: (_, { locale }, last) =>
        ask(errors, 'address book', () => gateway.list(locale), (result): AddressBookState =>
          result.ok ? { status: 'loaded', addresses: result.addresses } : { ...last(), status: 'failed' },
        ),
    } satisfies Query<null, MemberContext, AddressBookState>);
  }

  /** An address the server deleted: out of the list at once (the reload says which is the default now). */
  removed(id: number): void {
    this.update((state) => ({ ...state, addresses: state.addresses.filter((address) => address.id !== id) }));
  }
}
