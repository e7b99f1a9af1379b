import type { PromotionGroup } from '@domain/catalogue/promotion-group';
import type { Locale } from '@domain/locale/locale';
import { BehaviorSubject, EMPTY, combineLatest, concat, distinctUntilChanged, map, of, switchMap, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { Shown } from '../context/shown';
import type { LoadPromotionGroups } from './load-promotion-groups';

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
 * The promotion groups, while the shop shows its filters (`show`), in the
 * page's language.
 *
 * Always holds: one request per language while its groups are loaded (the
 * list hardly changes; a failure is asked again on the next visit); only
 * the latest request settles, so a late answer in the old language never
 * replaces the new one.
 */
export class PromotionGroupStore {
  private readonly state = new BehaviorSubject<PromotionGroupState>({ status: 'idle', locale: null, groups: [] });
  private readonly shown = new Shown<null>();

  readonly state$: Observable<PromotionGroupState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadPromotionGroups) {
    const locale$ = context.content$.pipe(
      map(({ locale }) => locale),
      distinctUntilChanged(),
    );
    combineLatest([this.shown.visit$, locale$])
      .pipe(
        switchMap(([visit, locale]) => {
          const current = this.state.getValue();
          if (visit === null || (current.locale === locale && current.status === 'loaded')) return EMPTY;
          return concat(
            of<PromotionGroupState>({ ...current, status: 'loading', locale }),
            load.execute(locale).pipe(
              map((groups): PromotionGroupState => {
                const latest = this.state.getValue();
                return groups === null ? { ...latest, status: 'failed' } : { status: 'loaded', locale, groups };
              }),
            ),
          );
        }),
      )
      .subscribe((state) => this.state.next(state));
  }

  get snapshot(): PromotionGroupState {
    return this.state.getValue();
  }

  /** The shop shows its promotion filter; call the returned function when it closes. */
  show(): () => void {
    return this.shown.show(null);
  }
}
