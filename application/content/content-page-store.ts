import type { ContentPage, ContentPageSlug } from '@domain/content/content-page';
import type { Locale } from '@domain/locale/locale';
import { BehaviorSubject, type Observable } from 'rxjs';

export interface ContentPageQuery {
  readonly slug: ContentPageSlug;
  readonly locale: Locale;
}

export type ContentPageState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly query: ContentPageQuery }
  | { readonly status: 'loaded'; readonly query: ContentPageQuery; readonly page: ContentPage }
  | { readonly status: 'not-found'; readonly query: ContentPageQuery }
  | { readonly status: 'failed'; readonly query: ContentPageQuery };

/** A ticket for one page request; only the latest ticket may settle. */
export type ContentPageTicket = number;

/**
 * The content page on screen (home, FAQ, programme rules, customer support,
 * examples).
 *
 * Invariant: only the answer to the latest request is ever shown; a member
 * going from the FAQ to the programme rules never sees a late FAQ replace them.
 */
export class ContentPageStore {
  private readonly state = new BehaviorSubject<ContentPageState>({ status: 'idle' });
  private latestTicket: ContentPageTicket = 0;

  readonly state$: Observable<ContentPageState> = this.state.asObservable();

  get snapshot(): ContentPageState {
    return this.state.getValue();
  }

  begin(query: ContentPageQuery): ContentPageTicket {
    this.latestTicket += 1;
    this.state.next({ status: 'loading', query });
    return this.latestTicket;
  }

  succeed(ticket: ContentPageTicket, query: ContentPageQuery, page: ContentPage): void {
    if (ticket === this.latestTicket) this.state.next({ status: 'loaded', query, page });
  }

  fail(ticket: ContentPageTicket, query: ContentPageQuery, reason: 'not-found' | 'failed'): void {
    if (ticket === this.latestTicket) this.state.next({ status: reason, query });
  }
}
