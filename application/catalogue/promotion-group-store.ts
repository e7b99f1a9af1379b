import type { PromotionGroup } from '@rewards-storefront/domain/catalogue/promotion-group';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { EMPTY, concat, distinctUntilChanged, map, of } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { ask, QueryStore } from '../context/query-store';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

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
 * The promotion groups (their names; the facet counts carry only their
 * codes), while the shop shows its filters (`show`), in the page's language.
 * The call is public, so a sign-in or sign-out changes nothing.
 *
 * Always holds: one request per language while its groups are loaded (the
 * list hardly changes, so a visit or a retry with them loaded asks nothing;
 * a failure is asked again on the next visit).
 */
export class PromotionGroupStore extends QueryStore<null, Locale, PromotionGroupState> {
  constructor(context: ContextStore, gateway: CatalogueGateway, errors: ErrorReporter) {
    const held = (state: PromotionGroupState, locale: Locale) => state.status === 'loaded' && state.locale === locale;
    super({
      initial: { status: 'idle', locale: null, groups: [] },
      context$: context.content$.pipe(
        map(({ locale }) => locale),
        distinctUntilChanged(),
      ),
      // The language being loaded is only known to `fetch`, which shows it first.
      loading: (_, last) => last,
      fetch: (_, locale, last) =>
        held(last(), locale)
          ? EMPTY
          : concat(
              of<PromotionGroupState>({ ...last(), status: 'loading', locale }),
              ask(errors, 'promotion groups', () => gateway.listPromotionGroups(locale), (result): PromotionGroupState =>
                result.ok ? { status: 'loaded', locale, groups: result.groups } : { ...last(), status: 'failed' },
              ),
            ),
    });
  }
}
