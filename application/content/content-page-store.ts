import type { ContentPage, ContentPageSlug } from '@rewards-storefront/domain/content/content-page';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { ContentContext, ContextStore } from '../context/context-store';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { ContentGateway } from '../ports/content-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

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

export type ContentPageStore = QueryStore<ContentPageSlug, ContentContext, ContentPageState>;

/**
 * The content page on screen (home, FAQ, programme rules, customer support,
 * examples; spec §7 guest and member pages): the page `show` names, the
 * member's version when signed in and the visitor's otherwise, in the
 * page's language.
 *
 * Always holds: a member refused because of pending actions gets the
 * visitor's page; a page the service does not have is 'not-found' (not
 * reported).
 */
export function contentPage(context: ContextStore, gateway: ContentGateway, errors: ErrorReporter): Query<ContentPageSlug, ContentContext, ContentPageState> {
  return {
    initial: { status: 'idle' },
    context$: context.content$,
    loading: (slug) => ({ status: 'loading', slug }),
    fetch: (slug, { audience, locale }) =>
      ask(
        errors,
        'content page',
        async () => {
          const result = await gateway.loadPage(slug, { audience, locale });
          if (!result.ok && audience === 'member' && result.reason === 'pending-actions') return gateway.loadPage(slug, { audience: 'guest', locale });
          return result;
        },
        (result): ContentPageState => {
          const query = { slug, locale };
          if (result.ok) return { status: 'loaded', query, page: result.page };
          return { status: result.reason === 'not-found' ? 'not-found' : 'failed', query };
        },
        ['not-found'],
      ),
  };
}
