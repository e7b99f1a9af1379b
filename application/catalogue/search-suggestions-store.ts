import type { CatalogueSlug } from '@domain/catalogue/catalogue';
import { EMPTY_FILTERS } from '@domain/catalogue/catalogue-filters';
import { SUGGESTION_DELAY_MS, SUGGESTION_LIMIT, suggestionSearch } from '@domain/catalogue/search-suggestions';
import {
  BehaviorSubject,
  combineLatest,
  debounceTime,
  filter,
  from,
  map,
  of,
  Subject,
  switchMap,
  type Observable,
} from 'rxjs';
import { WAIT, type CatalogueContext, type ContextStore, type Wait } from '../context/context-store';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/** One product the search box suggests: its name and the slug of its page. */
export interface SearchSuggestion {
  readonly name: string;
  readonly slug: string;
}

export type SearchSuggestionsState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly search: string }
  | { readonly status: 'loaded'; readonly search: string; readonly suggestions: readonly SearchSuggestion[] }
  | { readonly status: 'failed'; readonly search: string };

interface Typed {
  readonly catalogue: CatalogueSlug;
  readonly text: string;
}

/**
 * Suggestions while the member types in the shop's search box (spec row
 * "prefix while typing"): after a pause of {@link SUGGESTION_DELAY_MS} the
 * first {@link SUGGESTION_LIMIT} products of the catalogue that the text
 * finds (the server's search: every word a prefix, accents and one typo
 * forgiven), in the page's language, for whoever looks.
 *
 * Always holds: one request per pause, not per key (and again when the
 * language or the card changes); only the answer to the latest text is shown (a late answer to an earlier text is dropped); text
 * shorter than two letters asks nothing and shows nothing.
 */
export class SearchSuggestionsStore {
  private readonly state = new BehaviorSubject<SearchSuggestionsState>({ status: 'idle' });
  private readonly typed = new Subject<Typed>();

  readonly state$: Observable<SearchSuggestionsState> = this.state.asObservable();

  constructor(
    context: ContextStore,
    gateway: CatalogueGateway,
    errors: ErrorReporter,
  ) {
    const wanted$ = context.catalogue$.pipe(filter((wanted): wanted is CatalogueContext => wanted !== (WAIT as CatalogueContext | Wait)));
    combineLatest([this.typed.pipe(debounceTime(SUGGESTION_DELAY_MS)), wanted$])
      .pipe(
        map(([typed, wanted]) => ({ catalogue: typed.catalogue, search: suggestionSearch(typed.text), wanted })),
        switchMap(({ catalogue, search, wanted }): Observable<SearchSuggestionsState> => {
          if (search === null) return of({ status: 'idle' });
          const request = gateway.listProducts({
            catalogue,
            locale: wanted.locale,
            page: 1,
            perPage: SUGGESTION_LIMIT,
            audience: wanted.audience,
            filters: { ...EMPTY_FILTERS, search },
            sort: null,
          });
          return from(request).pipe(
            map((result): SearchSuggestionsState => {
              if (result.ok) {
                const suggestions = result.page.products.slice(0, SUGGESTION_LIMIT).map(({ name, slug }) => ({ name, slug }));
                return { status: 'loaded', search, suggestions };
              }
              errors.report('search suggestions', result);
              return { status: 'failed', search };
            }),
          );
        }),
      )
      .subscribe((state) => this.state.next(state));
  }

  get snapshot(): SearchSuggestionsState {
    return this.state.getValue();
  }

  /** The member typed `text` in the search box of `catalogue`. */
  type(catalogue: CatalogueSlug, text: string): void {
    if (suggestionSearch(text) === null) this.state.next({ status: 'idle' });
    this.typed.next({ catalogue, text });
  }

  /** The box closed or was submitted: nothing is suggested until the member types again. */
  clear(): void {
    this.state.next({ status: 'idle' });
  }
}
