import type { CatalogueSlug } from '@rewards-storefront/domain/catalogue/catalogue';
import { EMPTY_FILTERS } from '@rewards-storefront/domain/catalogue/catalogue-filters';
import { SUGGESTION_DELAY_MS, SUGGESTION_LIMIT, suggestionSearch } from '@rewards-storefront/domain/catalogue/search-suggestions';
import { of, switchMap, timer } from 'rxjs';
import type { CatalogueContext, ContextStore } from '../context/context-store';
import type { QueryState } from '../context/query-state';
import { ask, QueryStore } from '../context/query-store';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/** One product the search box suggests: its name and the slug of its page. */
export interface SearchSuggestion {
  readonly name: string;
  readonly slug: string;
}

export type SearchSuggestionsState = QueryState<{ search: string }, { suggestions: readonly SearchSuggestion[] }>;

interface Typed {
  readonly catalogue: CatalogueSlug;
  readonly text: string;
}

const IDLE: SearchSuggestionsState = { status: 'idle' };

/**
 * Suggestions while the member types in the shop's search box (spec row
 * "prefix while typing"): after a pause of {@link SUGGESTION_DELAY_MS} the
 * first {@link SUGGESTION_LIMIT} products of the catalogue that the text
 * finds (the server's search: every word a prefix, accents and one typo
 * forgiven), in the page's language, for whoever looks. The box shows the
 * text typed last (`type`) until it closes (`clear`).
 *
 * Always holds: one request per pause, not per key (a key typed during the
 * pause drops the wait under way), and again when the language or the card
 * changes; only the answer to the latest text is shown; text shorter than
 * two letters asks nothing and shows nothing.
 */
export class SearchSuggestionsStore extends QueryStore<Typed, CatalogueContext, SearchSuggestionsState> {
  private close: () => void = () => undefined;

  constructor(context: ContextStore, gateway: CatalogueGateway, errors: ErrorReporter, delayMs: number = SUGGESTION_DELAY_MS) {
    super({
      initial: IDLE,
      context$: context.catalogue$,
      // What was suggested stays while the member types, unless the text is too short to ask.
      loading: ({ text }, last) => (suggestionSearch(text) === null ? IDLE : last),
      fetch: ({ catalogue, text }, { locale, audience }) => {
        const search = suggestionSearch(text);
        if (search === null) return of(IDLE);
        return timer(delayMs).pipe(
          switchMap(() =>
            ask(
              errors,
              'search suggestions',
              () =>
                gateway.listProducts({
                  catalogue,
                  locale,
                  page: 1,
                  perPage: SUGGESTION_LIMIT,
                  audience,
                  filters: { ...EMPTY_FILTERS, search },
                  sort: null,
                }),
              (result): SearchSuggestionsState =>
                result.ok
                  ? { status: 'loaded', search, suggestions: result.page.products.slice(0, SUGGESTION_LIMIT).map(({ name, slug }) => ({ name, slug })) }
                  : { status: 'failed', search },
            ),
          ),
        );
      },
    });
  }

  /** The member typed `text` in the search box of `catalogue`. */
  type(catalogue: CatalogueSlug, text: string): void {
    this.close = this.show({ catalogue, text });
  }

  /** The box closed or was submitted: nothing is suggested until the member types again. */
  override clear(): void {
    this.close();
    super.clear();
  }
}
