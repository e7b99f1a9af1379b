import type {
  ContentAudience,
  ContentConfigResult,
  ContentGateway,
  ContentPageResult,
  ContentRequest,
  MenuKind,
  MenuResult,
} from '@application/ports/content-gateway';
import type { CommonFailure } from '@application/ports/gateway-failure';
import { NOT_FOUND, failed } from './failures';
import type { ContentConfig } from '@rewards-storefront/domain/content/content-config';
import type { ContentPage, ContentPageSlug } from '@rewards-storefront/domain/content/content-page';
import type { NavigationItem } from '@rewards-storefront/domain/content/navigation-item';
import { aContentConfig } from './content-fixtures';
import { HoldableAnswers } from './holdable-answers';

type Call =
  | { readonly method: 'loadConfig'; readonly request: ContentRequest }
  | { readonly method: 'loadMenu'; readonly kind: MenuKind; readonly request: ContentRequest }
  | { readonly method: 'loadPage'; readonly slug: ContentPageSlug; readonly request: ContentRequest };

/**
 * A ContentGateway over in-memory content, per audience: what a visitor and
 * what a member get can differ, as with the real service. Records every call;
 * `failures` scripts a failure per audience; `hold()` keeps answers waiting
 * until `release()`.
 */
export class FakeContentGateway extends HoldableAnswers implements ContentGateway {
  readonly calls: Call[] = [];
  config: Record<ContentAudience, ContentConfig> = { guest: aContentConfig(), member: aContentConfig() };
  menus: Record<ContentAudience, Record<MenuKind, readonly NavigationItem[]>> = {
    guest: { navigation: [], account: [] },
    member: { navigation: [], account: [] },
  };
  /** Pages by slug; the same for both audiences unless `memberPages` has the slug. */
  pages = new Map<ContentPageSlug, ContentPage>();
  memberPages = new Map<ContentPageSlug, ContentPage>();
  failures: Partial<Record<ContentAudience, CommonFailure>> = {};

  async loadConfig(request: ContentRequest): Promise<ContentConfigResult> {
    this.calls.push({ method: 'loadConfig', request });
    await this.heldUntilReleased();
    const failure = this.failures[request.audience];
    return failure ? failed(failure) : { ok: true, config: this.config[request.audience] };
  }

  async loadMenu(kind: MenuKind, request: ContentRequest): Promise<MenuResult> {
    this.calls.push({ method: 'loadMenu', kind, request });
    await this.heldUntilReleased();
    const failure = this.failures[request.audience];
    return failure ? failed(failure) : { ok: true, items: this.menus[request.audience][kind] };
  }

  async loadPage(slug: ContentPageSlug, request: ContentRequest): Promise<ContentPageResult> {
    this.calls.push({ method: 'loadPage', slug, request });
    await this.heldUntilReleased();
    const failure = this.failures[request.audience];
    if (failure) return failed(failure);
    const page = (request.audience === 'member' ? this.memberPages.get(slug) : undefined) ?? this.pages.get(slug);
    return page ? { ok: true, page } : NOT_FOUND;
  }

  callsTo(method: Call['method']): Call[] {
    return this.calls.filter((call) => call.method === method);
  }
}
