import type {
  ContentConfigResult,
  ContentGateway,
  ContentPageResult,
  ContentRequest,
  MenuKind,
  MenuResult,
} from '@application/ports/content-gateway';
import type { ContentConfig, FooterLink } from '@rewards-storefront/domain/content/content-config';
import { CONTENT_PAGE_SLUGS, type ContentPage, type ContentPageSlug, type Slide } from '@rewards-storefront/domain/content/content-page';
import type { NavigationItem } from '@rewards-storefront/domain/content/navigation-item';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { InlineGuestContent } from './inline-guest-content';
import type { ProgrammeApiClient } from './openapi-client';

/**
 * ContentGateway over the content calls of spec §7: the guest calls carry the
 * programme slug, the member calls the stored token (added by the client's
 * middleware).
 *
 * The page may come with the guest configuration and navigation menu in it
 * (`pageContent`, put there by the server): each answers the page's first
 * request of its kind, and only when that is the guest one of this programme
 * in the page's language. That first request uses it up either way, so it can
 * never answer later with content older than the API's; every other request asks the API.
 */
export class HttpContentGateway implements ContentGateway {
  private unusedPageConfig: InlineGuestContent | null;
  private unusedPageNavigation: InlineGuestContent | null;

  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly programSlug: string,
    pageContent: InlineGuestContent | null = null,
  ) {
    this.unusedPageConfig = pageContent;
    this.unusedPageNavigation = pageContent;
  }

  loadConfig(request: ContentRequest): Promise<ContentConfigResult> {
    const pageContent = this.unusedPageConfig;
    this.unusedPageConfig = null;
    const fromPage = this.pageAnswer<ContentConfigResult>(pageContent, request, (content) => ({
      ok: true,
      config: toContentConfig(content.config.data),
    }));
    if (fromPage) return fromPage;
    const { audience, locale } = request;
    return callApi(
      () =>
        audience === 'member'
          ? this.client.GET('/member/cms/config', { params: { query: { locale } } })
          : this.client.GET('/guest/program/{slug}/cms/config', {
              params: { path: { slug: this.programSlug }, query: { locale } },
            }),
      (data) => ({ ok: true, config: toContentConfig(data.data) }),
    );
  }

  loadMenu(kind: MenuKind, request: ContentRequest): Promise<MenuResult> {
    if (kind === 'navigation') {
      const pageContent = this.unusedPageNavigation;
      this.unusedPageNavigation = null;
      const fromPage = this.pageAnswer<MenuResult>(pageContent, request, (content) => ({
        ok: true,
        items: content.navigation.data.map(toNavigationItem),
      }));
      if (fromPage) return fromPage;
    }
    const { audience, locale } = request;
    return callApi(
      () =>
        audience === 'member'
          ? this.client.GET('/member/cms/menu/{kind}', { params: { path: { kind }, query: { locale } } })
          : this.client.GET('/guest/program/{slug}/cms/menu/{kind}', {
              params: { path: { slug: this.programSlug, kind }, query: { locale } },
            }),
      (data) => ({ ok: true, items: data.data.map(toNavigationItem) }),
    );
  }

  /** The answer from the page's content when it is the guest one of this programme in the requested language; else null. */
  private pageAnswer<Result>(
    pageContent: InlineGuestContent | null,
    { audience, locale }: ContentRequest,
    answer: (content: InlineGuestContent) => Result,
  ): Promise<Result> | null {
    if (!pageContent || audience !== 'guest' || pageContent.locale !== locale || pageContent.program !== this.programSlug) return null;
    try {
      return Promise.resolve(answer(pageContent));
    } catch {
      // A block the mapping cannot read: the API answers instead.
      return null;
    }
  }

  loadPage(slug: ContentPageSlug, { audience, locale }: ContentRequest): Promise<ContentPageResult> {
    return callApi(
      () =>
        audience === 'member'
          ? this.client.GET('/member/cms/page', { params: { query: { page_slug: slug, locale } } })
          : this.client.GET('/guest/program/{slug}/cms/page', {
              params: { path: { slug: this.programSlug }, query: { page_slug: slug, locale } },
            }),
      (data) => ({ ok: true, page: toContentPage(data.data, slug) }),
    );
  }
}

export function toContentConfig(api: Api.ContentConfig): ContentConfig {
  const urls = api.external_urls;
  return {
    footer: {
      linkLists: api.footer.link_lists.map((list) => ({ title: list.title, items: list.items.map(toFooterLink) })),
      logos: api.footer.logos.map(toFooterLink),
      legal: api.footer.legal.map(toFooterLink),
    },
    broadcasts: api.broadcasts.map((message) => ({
      slug: message.slug,
      title: message.title,
      description: message.description,
      link: message.link ?? null,
      segments: message.segments,
      pages: message.pages,
    })),
    externalUrls: {
      programmeHome: urls.programme_home,
      onlineBankingSignIn: urls.online_banking_sign_in,
      businessSignIn: urls.business_sign_in,
      commercialSignIn: urls.commercial_sign_in,
      enrol: urls.enrol,
      joinNow: urls.join_now,
      help: urls.help,
      signOut: { ...urls.sign_out },
    },
    partnerRetailers: api.partner_retailers,
    mobileAppUserAgents: api.mobile_app_user_agents,
    guardProfile: api.guard_profile,
  };
}

function toFooterLink(api: Api.FooterLink): FooterLink {
  return {
    title: api.title,
    url: api.url,
    newTab: api.new_tab,
    icon: api.icon ?? null,
    isMemberVisible: api.isMemberVisible,
    isMemberEnabled: api.isMemberEnabled,
    isLoginAsVisible: api.isLoginAsVisible,
    isLoginAsEnabled: api.isLoginAsEnabled,
  };
}

export function toNavigationItem(api: Api.NavigationItem): NavigationItem {
  return {
    title: api.title,
    description: api.description ?? null,
    slug: api.slug,
    route: api.route ?? null,
    url: api.url ?? null,
    children: api.nodes.map(toNavigationItem),
    newTab: api.new_tab,
    icon: api.icon ?? null,
    // The API numbers the position (1 before the text, 2 after).
    iconPosition: api.icon_position === 2 ? 'after' : 'before',
    backgroundColor: api.background_color ?? null,
    textColor: api.text_color ?? null,
    isMemberVisible: api.isMemberVisible,
    isMemberEnabled: api.isMemberEnabled,
    isLoginAsVisible: api.isLoginAsVisible,
    isLoginAsEnabled: api.isLoginAsEnabled,
    media: api.media ?? null,
    groupCode: api.group_code ?? null,
    signedAccess: api.signed_access ?? false,
  };
}

export function toContentPage(api: Api.ContentPage, requested: ContentPageSlug): ContentPage {
  return {
    slug: isContentPageSlug(api.slug) ? api.slug : requested,
    title: api.title,
    sections: api.sections.map((section) => ({
      heading: section.heading ?? null,
      paragraphs: section.paragraphs,
      links: section.links.map((link) => ({ label: link.label, url: link.url, isExternal: link.is_external })),
    })),
    slides: api.slides.map(toSlide),
    updatedAt: new Date(api.updated_at),
  };
}

function toSlide(api: Api.Slide): Slide {
  return {
    id: api.id,
    isActive: api.is_active,
    activeFrom: api.active_from ? new Date(api.active_from) : null,
    activeTo: api.active_to ? new Date(api.active_to) : null,
    heading: api.heading,
    bodyMessage: api.body_message,
    buttonText: api.button_text ?? null,
    buttonUrl: api.button_url ?? null,
    isExternal: api.is_external,
    openNewTab: api.open_new_tab,
    imageLg: api.image_lg ?? null,
    imageSm: api.image_sm ?? null,
  };
}

function isContentPageSlug(slug: string): slug is ContentPageSlug {
  return (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);
}
