import type { AccountType } from '@rewards-storefront/domain/account/account-type';
import { visibleBroadcasts } from '@rewards-storefront/domain/content/broadcast';
import type { BroadcastMessage } from '@rewards-storefront/domain/content/content-config';
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, of, type Observable } from 'rxjs';
import type { AccountStore } from '../account/account-store';
import type { DismissedBroadcasts } from '../ports/dismissed-broadcasts';
import type { ContentStore } from './content-store';

/**
 * The broadcast messages under the header (spec §2): by account-type segment
 * and page, deduplicated by slug, dismissible.
 *
 * Invariant: a dismissed message stays hidden for the rest of the browser
 * session, on every page, whoever signs in (the DismissedBroadcasts port keeps
 * the slugs; it is written before the view changes).
 */
export class BroadcastStore {
  private readonly dismissed: BehaviorSubject<readonly string[]>;
  private readonly accountType$: Observable<AccountType | null>;

  readonly dismissed$: Observable<readonly string[]>;

  constructor(
    private readonly storage: DismissedBroadcasts,
    private readonly content: ContentStore,
    accounts: AccountStore,
  ) {
    this.dismissed = new BehaviorSubject<readonly string[]>(storage.read() ?? []);
    this.dismissed$ = this.dismissed.asObservable();
    this.accountType$ = accounts.state$.pipe(
      map((state) => state.userInfo?.accountType ?? null),
      distinctUntilChanged(),
    );
  }

  /**
   * The messages to show on the page with `pageKey` (see `pageKeyOf`). Build
   * it once per page key: each call makes a new observable.
   */
  visibleOn(pageKey: string, { dismissals = true }: { readonly dismissals?: boolean } = {}): Observable<readonly BroadcastMessage[]> {
    return combineLatest([this.content.config$, this.accountType$, dismissals ? this.dismissed$ : of([])]).pipe(
      map(([config, accountType, dismissedSlugs]) =>
        visibleBroadcasts(config?.broadcasts ?? [], { accountType, pageKey, dismissedSlugs }),
      ),
      distinctUntilChanged(sameMessages),
    );
  }

  dismiss(slug: string): void {
    const current = this.dismissed.getValue();
    if (current.includes(slug)) return;
    const next = [...current, slug];
    this.storage.write(next);
    this.dismissed.next(next);
  }
}

function sameMessages(a: readonly BroadcastMessage[], b: readonly BroadcastMessage[]): boolean {
  return a.length === b.length && a.every((message, index) => message === b[index]);
}
