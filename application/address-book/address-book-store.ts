import type { SavedAddress } from '@domain/address/saved-address';
import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { LoadAddressBook } from './load-address-book';

/** The member's address book as last loaded, the default first. */
export interface AddressBookState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly addresses: readonly SavedAddress[];
}

const EMPTY: AddressBookState = { status: 'idle', addresses: [] };

/**
 * The member's addresses while a screen shows them (the address book, the
 * edit form), loaded afresh on each visit and when the member or the
 * language changes, the latest load winning. A change the member made
 * elsewhere (a new address, another default) shows on the next visit; a
 * change on the book itself (delete, default) loads it again (`retry`).
 */
export class AddressBookStore {
  private readonly state = new BehaviorSubject<AddressBookState>(EMPTY);
  private readonly shown = new Shown<null>();

  readonly state$: Observable<AddressBookState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadAddressBook) {
    latestLoads(this.shown.visit$, context.member$, {
      loading: (): AddressBookState => ({ ...this.state.getValue(), status: 'loading' }),
      fetch: (_: null, member): Observable<AddressBookState> =>
        member === null
          ? of(EMPTY)
          : load
              .execute(member.locale)
              .pipe(
                map((addresses): AddressBookState =>
                  addresses === null ? { ...this.state.getValue(), status: 'failed' } : { status: 'loaded', addresses },
                ),
              ),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): AddressBookState {
    return this.state.getValue();
  }

  show(): () => void {
    return this.shown.show(null);
  }

  retry(): void {
    this.shown.retry();
  }

  /** An address the server deleted: out of the list at once (the reload says which is the default now). */
  removed(id: number): void {
    const current = this.state.getValue();
    this.state.next({ ...current, addresses: current.addresses.filter((address) => address.id !== id) });
  }
}
