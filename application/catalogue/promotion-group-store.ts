import type { PromotionGroup } from '@domain/catalogue/promotion-group';
import type { Locale } from '@domain/locale/locale';
import { BehaviorSubject, type Observable } from 'rxjs';

/**
 * The programme's promotion groups, for the shop's promotion filter: `locale`
 * is the language `groups` were asked in (null before the first request).
 * While a new language loads, the groups of the last one stay (the filter
 * does not flicker away).
 */
export interface PromotionGroupState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly locale: Locale | null;
  readonly groups: readonly PromotionGroup[];
}

/**
 * Holds the promotion groups. Invariant: only the latest request may settle
 * (a late answer in the old language never replaces the new one).
 */
export class PromotionGroupStore {
  private readonly state = new BehaviorSubject<PromotionGroupState>({ status: 'idle', locale: null, groups: [] });
  private latestTicket = 0;

  readonly state$: Observable<PromotionGroupState> = this.state.asObservable();

  get snapshot(): PromotionGroupState {
    return this.state.getValue();
  }

  begin(locale: Locale): number {
    this.latestTicket += 1;
    this.state.next({ ...this.state.getValue(), status: 'loading', locale });
    return this.latestTicket;
  }

  succeed(ticket: number, groups: readonly PromotionGroup[]): void {
    if (ticket === this.latestTicket) this.state.next({ ...this.state.getValue(), status: 'loaded', groups });
  }

  fail(ticket: number): void {
    if (ticket === this.latestTicket) this.state.next({ ...this.state.getValue(), status: 'failed' });
  }
}
