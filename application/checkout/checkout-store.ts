import type { SavedAddress } from '@rewards-storefront/domain/address-book/saved-address';
import type { BinRange } from '@rewards-storefront/domain/payment/credit-card';
import type { ContextStore, MemberContext } from '../context/context-store';
import { ask, QueryStore } from '../context/query-store';
import type { CheckoutGateway } from '../ports/checkout-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { IdempotencyKeys } from '../ports/idempotency-keys';

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
 * address book and the bin ranges the card of a split payment must fall in
 * (spec §5) load, again for each change of card or language, the latest
 * winning; a visitor has none.
 * Each checkout (each `show`) has a fraud-check session id of its own.
 * An attempt to place the order keeps its Idempotency-Key while its
 * outcome is unknown (no answer), so that trying again sends the same
 * key and the server answers what it did; a definite answer
 * (`attemptAnswered`), a changed form (`formChanged`) or a new checkout
 * makes the next attempt a new one, with a new key.
 */
export class CheckoutStore extends QueryStore<null, MemberContext, CheckoutOptionsState> {
  private session: string;
  private unanswered: string | null = null;

  constructor(
    context: ContextStore,
    gateway: CheckoutGateway,
    errors: ErrorReporter,
    private readonly ids: IdempotencyKeys,
  ) {
    super({
      initial: NO_OPTIONS,
      context$: context.member$,
      loading: (_, last) => ({ ...last, status: 'loading' }),
      // Both are read side by side; a failure of either fails the options (the first failure is reported).
      fetch: (_, { locale }, last) =>
        ask(
          errors,
          'checkout options',
          async () => {
            const [addresses, binRanges] = await Promise.all([gateway.listAddresses({ locale }), gateway.listBinRanges()]);
            if (!addresses.ok) return addresses;
            return binRanges.ok ? { ok: true as const, addresses: addresses.addresses, binRanges: binRanges.binRanges } : binRanges;
          },
          (result): CheckoutOptionsState =>
            result.ok ? { status: 'loaded', addresses: result.addresses, binRanges: result.binRanges } : { ...last(), status: 'failed' },
        ),
    });
    this.session = ids.next();
  }

  /** The fraud-check session id of the checkout shown (spec §7 kount_session_id). */
  get kountSessionId(): string {
    return this.session;
  }

  /** A screen shows a new checkout; call the returned function when it closes. */
  override show(): () => void {
    this.session = this.ids.next();
    this.unanswered = null;
    return super.show();
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
