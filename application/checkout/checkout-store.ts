import type { SavedAddress } from '@domain/address-book/saved-address';
import type { BinRange } from '@domain/payment/credit-card';
import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { IdempotencyKeys } from '../ports/idempotency-keys';
import type { LoadCheckoutOptions } from './load-checkout-options';

/** What the checkout screen offers: the member's addresses and the programme's card ranges. */
export interface CheckoutOptionsState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly addresses: readonly SavedAddress[];
  readonly binRanges: readonly BinRange[];
}

const NO_OPTIONS: CheckoutOptionsState = { status: 'idle', addresses: [], binRanges: [] };

/**
 * The checkout under way (spec §2 /checkout).
 *
 * Always holds: while a screen shows the checkout (`show`), the member's
 * address book and the programme's card ranges load, again for each
 * change of card or language, the latest winning; a visitor has none.
 * Each checkout (each `show`) has a fraud-check session id of its own.
 * An attempt to place the order keeps its Idempotency-Key while its
 * outcome is unknown (no answer), so that trying again sends the same
 * key and the server answers what it did; a definite answer
 * (`attemptAnswered`), a changed form (`formChanged`) or a new checkout
 * makes the next attempt a new one, with a new key.
 */
export class CheckoutStore {
  private readonly state = new BehaviorSubject<CheckoutOptionsState>(NO_OPTIONS);
  private readonly shown = new Shown<null>();
  private session: string;
  private unanswered: string | null = null;

  readonly state$: Observable<CheckoutOptionsState> = this.state.asObservable();

  constructor(
    context: ContextStore,
    load: LoadCheckoutOptions,
    private readonly ids: IdempotencyKeys,
  ) {
    this.session = ids.next();
    latestLoads(this.shown.visit$, context.member$, {
      loading: (): CheckoutOptionsState => ({ ...this.state.getValue(), status: 'loading' }),
      fetch: (_: null, member) =>
        member === null
          ? of(NO_OPTIONS)
          : load
              .execute(member)
              .pipe(
                map((options): CheckoutOptionsState =>
                  options === null ? { ...this.state.getValue(), status: 'failed' } : { status: 'loaded', ...options },
                ),
              ),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): CheckoutOptionsState {
    return this.state.getValue();
  }

  /** The fraud-check session id of the checkout shown (spec §7 kount_session_id). */
  get kountSessionId(): string {
    return this.session;
  }

  /** A screen shows a new checkout; call the returned function when it closes. */
  show(): () => void {
    this.session = this.ids.next();
    this.unanswered = null;
    return this.shown.show(null);
  }

  /** Loads the address book and card ranges again (after a failure). */
  retry(): void {
    this.shown.retry();
  }

  /** The Idempotency-Key of an attempt to place the order: the unanswered attempt's, else a new one, kept until answered. */
  attemptKey(): string {
    this.unanswered ??= this.ids.next();
    return this.unanswered;
  }

  /** The attempt got a definite answer (placed or refused): the next attempt is a new one. */
  attemptAnswered(): void {
    this.unanswered = null;
  }

  /** The member changed what the checkout sends: the next attempt is a new one. */
  formChanged(): void {
    this.unanswered = null;
  }
}
