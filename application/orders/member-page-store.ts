import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContextStore, MemberContext } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';

/** A paged member list's data, by its page number. */
export type MemberPageState<Page> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly page: number }
  | { readonly status: 'loaded'; readonly page: number; readonly history: Page }
  | { readonly status: 'failed'; readonly page: number };

/** How a paged member list loads one page: the page, or a failure (nothing to show but a retry). */
export interface MemberPageLoad<Page> {
  execute(page: number, member: MemberContext): Observable<{ readonly ok: true; readonly history: Page } | { readonly ok: false }>;
}

/**
 * The page of a member's list on screen (`show`), for the active card, in
 * the page's language; loaded again when the page, the card, the language
 * or the member changes, and not while the member's cards are unknown.
 *
 * Always holds: only the latest request settles, so paging quickly never
 * shows a late earlier page under a later page's number; a visitor has no
 * list; it is member data, so `clear` (on session end) forgets it.
 */
export class MemberPageStore<Page> {
  private readonly state = new BehaviorSubject<MemberPageState<Page>>({ status: 'idle' });
  private readonly shown = new Shown<number>();

  readonly state$: Observable<MemberPageState<Page>> = this.state.asObservable();

  constructor(context: ContextStore, load: MemberPageLoad<Page>) {
    latestLoads(this.shown.visit$, context.member$, {
      loading: (page): MemberPageState<Page> => ({ status: 'loading', page }),
      fetch: (page, member) =>
        member === null
          ? of<MemberPageState<Page>>({ status: 'idle' })
          : load
              .execute(page, member)
              .pipe(
                map((result): MemberPageState<Page> =>
                  result.ok ? { status: 'loaded', page, history: result.history } : { status: 'failed', page },
                ),
              ),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): MemberPageState<Page> {
    return this.state.getValue();
  }

  /** The list shows page `page` (1-based); call the returned function when it closes. */
  show(page: number): () => void {
    return this.shown.show(page);
  }

  /** Asks again for the page shown (after a failure). */
  retry(): void {
    this.shown.retry();
  }

  clear(): void {
    this.state.next({ status: 'idle' });
  }
}
