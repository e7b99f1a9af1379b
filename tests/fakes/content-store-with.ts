import { ContentStore, type Content } from '@application/content/content-store';
import { BehaviorSubject, EMPTY, filter, map, of } from 'rxjs';

/**
 * A ContentStore holding `initial` (nothing yet when null), for tests of what
 * reads it; `show` puts other content in it, as a reload would.
 */
export function contentStoreWith(initial: Content | null) {
  const content = new BehaviorSubject<Content | null>(initial);
  const store = new ContentStore(
    { content$: of({ audience: 'guest' as const, locale: 'en-CA' as const }) },
    {
      execute: () =>
        content.pipe(
          filter((value): value is Content => value !== null),
          map((value) => ({ ok: true as const, content: value })),
        ),
    },
  );
  return {
    store,
    show: (next: Content) => content.next(next),
    empty: () => new ContentStore({ content$: EMPTY }, { execute: () => EMPTY }),
  };
}
