import type { ContentPage, ContentPageSlug } from '@domain/content/content-page';
import { defer, map, type Observable } from 'rxjs';
import type { ContentContext } from '../context/context-store';
import type { ContentGateway } from '../ports/content-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

export type ContentPageLoad =
  | { readonly status: 'loaded'; readonly page: ContentPage }
  | { readonly status: 'not-found' }
  | { readonly status: 'failed' };

/**
 * A member or a visitor opens a content page (spec §7: guest and member
 * pages): the member's version when signed in, the visitor's otherwise.
 * Runs when subscribed; unsubscribing drops the answer.
 *
 * Always holds: a member refused because of pending actions gets the
 * visitor's page; a page the service does not have is 'not-found'; other
 * failures are reported unless they are the session's.
 */
export class LoadContentPage {
  constructor(
    private readonly gateway: ContentGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(slug: ContentPageSlug, { audience, locale }: ContentContext): Observable<ContentPageLoad> {
    return defer(async () => {
      const result = await this.gateway.loadPage(slug, { audience, locale });
      if (!result.ok && audience === 'member' && result.reason === 'pending-actions') {
        return this.gateway.loadPage(slug, { audience: 'guest', locale });
      }
      return result;
    }).pipe(
      map((result): ContentPageLoad => {
        if (result.ok) return { status: 'loaded', page: result.page };
        if (result.reason === 'not-found') return { status: 'not-found' };
        this.errors.report('content page', result);
        return { status: 'failed' };
      }),
    );
  }
}
