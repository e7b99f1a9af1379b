import type { ContentPage, ContentPageSlug } from '@domain/content/content-page';
import type { Locale } from '@domain/locale/locale';
import { BehaviorSubject, map, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { LoadContentPage } from './load-content-page';

export interface ContentPageQuery {
  readonly slug: ContentPageSlug;
  readonly locale: Locale;
}

export type ContentPageState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly slug: ContentPageSlug }
  | { readonly status: 'loaded'; readonly query: ContentPageQuery; readonly page: ContentPage }
  | { readonly status: 'not-found'; readonly query: ContentPageQuery }
  | { readonly status: 'failed'; readonly query: ContentPageQuery };

/**
 * The content page on screen (home, FAQ, programme rules, customer support,
 * examples): the page `show` names, for whoever is looking, in the page's
 * language, loaded again on sign-in, sign-out and language change.
 *
 * Always holds: only the answer to the latest request is ever shown; a
 * member going from the FAQ to the programme rules never sees a late FAQ
 * replace them.
 */
export class ContentPageStore {
  private readonly state = new BehaviorSubject<ContentPageState>({ status: 'idle' });
  private readonly shown = new Shown<ContentPageSlug>();

  readonly state$: Observable<ContentPageState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadContentPage) {
    latestLoads(this.shown.visit$, context.content$, {
      loading: (slug): ContentPageState => ({ status: 'loading', slug }),
      fetch: (slug, wanted) =>
        load.execute(slug, wanted).pipe(map((result): ContentPageState => ({ ...result, query: { slug, locale: wanted.locale } }))),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): ContentPageState {
    return this.state.getValue();
  }

  /** A screen shows the content page `slug`; call the returned function when it closes. */
  show(slug: ContentPageSlug): () => void {
    return this.shown.show(slug);
  }

  /** Asks again for the page shown (after a failure). */
  retry(): void {
    this.shown.retry();
  }
}
