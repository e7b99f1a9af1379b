import type { GuardProfileName } from '@rewards-storefront/domain/content/content-config';
import type { ContentPageSlug } from '@rewards-storefront/domain/content/content-page';
import { DEFAULT_LOCALE, type Locale } from '@rewards-storefront/domain/locale/locale';
import type { ContentPage as ContentPageBody, NavigationItem as NavigationItemBody, ContentConfig as ContentConfigBody, FooterLink as FooterLinkBody, Slide as SlideBody } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { findProgrammeBySlug } from '../account/member-repository';
import {
  findContentSetting,
  findExternalUrls,
  findFooter,
  findLiveBroadcasts,
  findMenuItems,
  findPage,
  findSections,
  findSlides,
  type FooterLinkRow,
  type MenuItemRow,
  type MenuKind,
  type SlideRow,
} from './content-repository';
import { resolveExternalUrls, type ExternalUrlKey, type LocalizedUrl } from './external-urls';

export interface ContentOptions {
  /** Which route guard profile the storefront applies (decisions §4). */
  guardProfile: GuardProfileName;
  /** Addresses set in the server's environment; they win over the stored ones. */
  externalUrlOverrides: Partial<Record<ExternalUrlKey, string>>;
}

/** English is the fallback wherever the French text is missing (decisions §6). */
function pick<T>(locale: Locale, english: T, french: T | null): T {
  return locale === 'fr-CA' && french !== null ? french : english;
}

function toNavigationItems(rows: MenuItemRow[], locale: Locale): NavigationItemBody[] {
  const childrenOf = new Map<number | null, MenuItemRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  // Walking down from the roots only, a row that is its own ancestor is never reached: no endless loop.
  const build = (parentId: number | null): NavigationItemBody[] =>
    (childrenOf.get(parentId) ?? []).map((row) => ({
      title: pick(locale, row.titleEn, row.titleFr),
      description: pick(locale, row.descriptionEn, row.descriptionFr),
      slug: row.slug,
      route: row.route,
      url: row.urlEn === null ? null : pick(locale, row.urlEn, row.urlFr),
      nodes: build(row.id),
      new_tab: row.newTab,
      icon: row.icon,
      icon_position: row.iconPosition,
      background_color: row.backgroundColor,
      text_color: row.textColor,
      isMemberVisible: row.isMemberVisible,
      isMemberEnabled: row.isMemberEnabled,
      isLoginAsVisible: row.isLoginAsVisible,
      isLoginAsEnabled: row.isLoginAsEnabled,
      media: row.media,
      group_code: row.groupCode,
      signed_access: row.signedAccess,
    }));
  return build(null);
}

function toSlide(row: SlideRow, locale: Locale): SlideBody {
  return {
    id: row.id,
    is_active: row.isActive,
    active_from: row.activeFrom ? row.activeFrom.toISOString() : null,
    active_to: row.activeTo ? row.activeTo.toISOString() : null,
    heading: pick(locale, row.headingEn, row.headingFr),
    body_message: pick(locale, row.bodyEn, row.bodyFr),
    button_text: pick(locale, row.buttonTextEn, row.buttonTextFr),
    button_url: pick(locale, row.buttonUrlEn, row.buttonUrlFr),
    is_external: row.isExternal,
    open_new_tab: row.openNewTab,
    image_lg: pick(locale, row.imageLgEn, row.imageLgFr),
    image_sm: pick(locale, row.imageSmEn, row.imageSmFr),
  };
}

/**
 * The content service of spec §7: pages, menus and site configuration from
 * the database, in the asked locale. Guests and members get the same
 * content; the visibility and enabled flags are applied by the storefront
 * (domain/content/menu-visibility.ts), which knows who is looking.
 */
export class ContentService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly options: ContentOptions,
  ) {}

  /** A guest names the programme; an unknown one is 404. */
  async guestProgrammeId(slug: string): Promise<number> {
    const programme = await findProgrammeBySlug(this.pool, slug);
    if (!programme) throw ApiError.notFound(`There is no programme "${slug}".`);
    return programme.id;
  }

  async page(programmeId: number, slug: ContentPageSlug, locale: Locale = DEFAULT_LOCALE): Promise<ContentPageBody> {
    const page = await findPage(this.pool, programmeId, slug);
    if (!page) throw ApiError.notFound(`This programme has no "${slug}" page.`);
    const [sections, slides] = await Promise.all([findSections(this.pool, page.id), findSlides(this.pool, page.id)]);
    return {
      slug: page.slug,
      title: pick(locale, page.titleEn, page.titleFr),
      sections: sections.map((section) => ({
        heading: pick(locale, section.headingEn, section.headingFr),
        paragraphs: pick(locale, section.paragraphsEn, section.paragraphsFr),
        links: section.links.map((link) => ({
          label: pick(locale, link.label_en, link.label_fr),
          url: link.url,
          is_external: link.is_external,
        })),
      })),
      slides: slides.map((slide) => toSlide(slide, locale)),
      updated_at: page.updatedAt.toISOString(),
    };
  }

  async menu(programmeId: number, kind: MenuKind, locale: Locale = DEFAULT_LOCALE): Promise<NavigationItemBody[]> {
    return toNavigationItems(await findMenuItems(this.pool, programmeId, kind), locale);
  }

  /**
   * Footer, live broadcast messages and configuration. `origin` (scheme and
   * host the client used) turns a root-relative external footer address into
   * an absolute one: the footer has no "external" flag, so the storefront
   * tells in-store paths from other sites by the scheme.
   */
  /**
   * One external address for a page outside the store (an email's link):
   * resolved like the configuration's, and absolute, a path of this server
   * being prefixed with `origin`.
   */
  async externalUrl(programmeId: number, key: ExternalUrlKey, origin: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
    const stored = new Map<string, LocalizedUrl>(
      (await findExternalUrls(this.pool, programmeId)).map((row) => [row.key, { en: row.urlEn, fr: row.urlFr }]),
    );
    const urls = resolveExternalUrls(stored, this.options.externalUrlOverrides, locale);
    const url = key.startsWith('sign_out_')
      ? urls.sign_out[key.slice('sign_out_'.length) as keyof typeof urls.sign_out]
      : urls[key as Exclude<keyof typeof urls, 'sign_out'>];
    return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
  }

  async config(programmeId: number, origin: string, locale: Locale = DEFAULT_LOCALE): Promise<ContentConfigBody> {
    const [footer, broadcasts, externalUrls, setting] = await Promise.all([
      findFooter(this.pool, programmeId),
      findLiveBroadcasts(this.pool, programmeId, this.clock.now()),
      findExternalUrls(this.pool, programmeId),
      findContentSetting(this.pool, programmeId),
    ]);
    const toLink = (row: FooterLinkRow): FooterLinkBody => {
      const url = pick(locale, row.urlEn, row.urlFr);
      return {
        title: pick(locale, row.titleEn, row.titleFr),
        url: row.isExternal && url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url,
        new_tab: row.newTab,
        icon: row.icon,
        isMemberVisible: row.isMemberVisible,
        isMemberEnabled: row.isMemberEnabled,
        isLoginAsVisible: row.isLoginAsVisible,
        isLoginAsEnabled: row.isLoginAsEnabled,
      };
    };
    const stored = new Map<string, LocalizedUrl>(externalUrls.map((row) => [row.key, { en: row.urlEn, fr: row.urlFr }]));
    return {
      footer: {
        link_lists: footer.lists.map((list) => ({
          title: pick(locale, list.titleEn, list.titleFr),
          items: footer.links.filter((link) => link.section === 'list' && link.listId === list.id).map(toLink),
        })),
        logos: footer.links.filter((link) => link.section === 'logo').map(toLink),
        legal: footer.links.filter((link) => link.section === 'legal').map(toLink),
      },
      broadcasts: broadcasts.map((message) => ({
        slug: message.slug,
        title: pick(locale, message.titleEn, message.titleFr),
        description: pick(locale, message.descriptionEn, message.descriptionFr),
        link:
          message.linkUrl === null || message.linkLabelEn === null
            ? null
            : { label: pick(locale, message.linkLabelEn, message.linkLabelFr), url: message.linkUrl },
        segments: message.segments,
        pages: message.pages,
      })),
      external_urls: resolveExternalUrls(stored, this.options.externalUrlOverrides, locale),
      partner_retailers: setting?.partnerRetailers ?? [],
      mobile_app_user_agents: setting?.mobileAppUserAgents ?? [],
      guard_profile: this.options.guardProfile,
    };
  }
}
