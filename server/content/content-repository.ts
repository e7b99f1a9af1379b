import type { Queryable } from '../database/queryable';

/** Menu rows flat, parents before children and siblings in order; the service builds the tree. */
export interface MenuItemRow {
  id: number;
  parentId: number | null;
  slug: string;
  titleEn: string;
  titleFr: string | null;
  descriptionEn: string | null;
  descriptionFr: string | null;
  route: string | null;
  urlEn: string | null;
  urlFr: string | null;
  newTab: boolean;
  icon: string | null;
  iconPosition: 1 | 2;
  backgroundColor: string | null;
  textColor: string | null;
  isMemberVisible: boolean;
  isMemberEnabled: boolean;
  isLoginAsVisible: boolean;
  isLoginAsEnabled: boolean;
  media: string | null;
  groupCode: string | null;
  /** The address needs an access URL (signed for the member when they follow it). */
  signedAccess: boolean;
}

export type MenuKind = 'navigation' | 'account';

export async function findMenuItems(db: Queryable, programmeId: number, kind: MenuKind): Promise<MenuItemRow[]> {
  const { rows } = await db.query<MenuItemRow>(
    `SELECT id, parent_id AS "parentId", slug, title_en AS "titleEn", title_fr AS "titleFr",
            description_en AS "descriptionEn", description_fr AS "descriptionFr", route,
            url_en AS "urlEn", url_fr AS "urlFr", new_tab AS "newTab", icon, icon_position AS "iconPosition",
            background_color AS "backgroundColor", text_color AS "textColor",
            is_member_visible AS "isMemberVisible", is_member_enabled AS "isMemberEnabled",
            is_login_as_visible AS "isLoginAsVisible", is_login_as_enabled AS "isLoginAsEnabled",
            media, group_code AS "groupCode", signed_access AS "signedAccess"
       FROM content_menu_item
      WHERE programme_id = $1 AND menu_kind = $2
      ORDER BY position, id`,
    [programmeId, kind],
  );
  return rows;
}

export interface FooterListRow {
  id: number;
  titleEn: string;
  titleFr: string | null;
}

export interface FooterLinkRow {
  section: 'list' | 'logo' | 'legal';
  listId: number | null;
  titleEn: string;
  titleFr: string | null;
  urlEn: string;
  urlFr: string | null;
  isExternal: boolean;
  newTab: boolean;
  icon: string | null;
  isMemberVisible: boolean;
  isMemberEnabled: boolean;
  isLoginAsVisible: boolean;
  isLoginAsEnabled: boolean;
}

export async function findFooter(
  db: Queryable,
  programmeId: number,
): Promise<{ lists: FooterListRow[]; links: FooterLinkRow[] }> {
  const lists = await db.query<FooterListRow>(
    `SELECT id, title_en AS "titleEn", title_fr AS "titleFr"
       FROM content_footer_list
      WHERE programme_id = $1
      ORDER BY position, id`,
    [programmeId],
  );
  const links = await db.query<FooterLinkRow>(
    `SELECT section, list_id AS "listId", title_en AS "titleEn", title_fr AS "titleFr",
            url_en AS "urlEn", url_fr AS "urlFr", is_external AS "isExternal", new_tab AS "newTab", icon,
            is_member_visible AS "isMemberVisible", is_member_enabled AS "isMemberEnabled",
            is_login_as_visible AS "isLoginAsVisible", is_login_as_enabled AS "isLoginAsEnabled"
       FROM content_footer_link
      WHERE programme_id = $1
      ORDER BY position, id`,
    [programmeId],
  );
  return { lists: lists.rows, links: links.rows };
}

export interface BroadcastRow {
  slug: string;
  titleEn: string;
  titleFr: string | null;
  descriptionEn: string;
  descriptionFr: string | null;
  segments: string[];
  pages: string[];
  linkLabelEn: string | null;
  linkLabelFr: string | null;
  linkUrl: string | null;
}

/** The messages live at `now` (no window, or inside it), in display order. */
/** The content's version (migration 0027): one more with every change to the content tables. */
/** The channel a content change notifies at its commit, with the new version (migration 0031). */
export const CONTENT_CHANGE_CHANNEL = 'content_version';

/** Makes `connection` hear every content change's notification from now on (a session's own, never a pooled one). */
export async function listenForContentChanges(connection: Queryable): Promise<void> {
  await connection.query(`LISTEN ${CONTENT_CHANGE_CHANNEL}`);
}

export async function findContentVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: number }>('SELECT version FROM content_version');
  return rows[0]?.version ?? 0;
}

/** The next moment after `now` a broadcast message of the programme named `slug` starts or ends, or null when none will. */
export async function findNextBroadcastChange(db: Queryable, slug: string, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ next: Date | null }>(
    `SELECT least(min(b.active_from) FILTER (WHERE b.active_from > $2), min(b.active_to) FILTER (WHERE b.active_to > $2)) AS next
       FROM content_broadcast b JOIN programme p ON p.id = b.programme_id
      WHERE p.slug = $1`,
    [slug, now],
  );
  return rows[0]?.next ?? null;
}

export async function findLiveBroadcasts(db: Queryable, programmeId: number, now: Date): Promise<BroadcastRow[]> {
  const { rows } = await db.query<BroadcastRow>(
    `SELECT slug, title_en AS "titleEn", title_fr AS "titleFr", description_en AS "descriptionEn",
            description_fr AS "descriptionFr", segments, pages,
            link_label_en AS "linkLabelEn", link_label_fr AS "linkLabelFr", link_url AS "linkUrl"
       FROM content_broadcast
      WHERE programme_id = $1
        AND (active_from IS NULL OR active_from <= $2)
        AND (active_to IS NULL OR active_to > $2)
      ORDER BY position, id`,
    [programmeId, now],
  );
  return rows;
}

export interface ExternalUrlRow {
  key: string;
  urlEn: string;
  urlFr: string | null;
}

export async function findExternalUrls(db: Queryable, programmeId: number): Promise<ExternalUrlRow[]> {
  const { rows } = await db.query<ExternalUrlRow>(
    'SELECT key, url_en AS "urlEn", url_fr AS "urlFr" FROM content_external_url WHERE programme_id = $1',
    [programmeId],
  );
  return rows;
}

/** A programme's stored external address, for the check of every programme at start-up. */
export interface ProgrammeExternalUrlRow extends ExternalUrlRow {
  programmeId: number;
}

/** Every programme's stored external addresses. */
export async function findEveryExternalUrl(db: Queryable): Promise<ProgrammeExternalUrlRow[]> {
  const { rows } = await db.query<ProgrammeExternalUrlRow>(
    'SELECT programme_id AS "programmeId", key, url_en AS "urlEn", url_fr AS "urlFr" FROM content_external_url',
  );
  return rows;
}

export interface ContentSettingRow {
  partnerRetailers: string[];
  mobileAppUserAgents: string[];
}

export async function findContentSetting(db: Queryable, programmeId: number): Promise<ContentSettingRow | null> {
  const { rows } = await db.query<ContentSettingRow>(
    `SELECT partner_retailers AS "partnerRetailers", mobile_app_user_agents AS "mobileAppUserAgents"
       FROM content_setting
      WHERE programme_id = $1`,
    [programmeId],
  );
  return rows[0] ?? null;
}

export interface PageRow {
  id: number;
  slug: string;
  titleEn: string;
  titleFr: string | null;
  updatedAt: Date;
}

export interface SectionRow {
  headingEn: string | null;
  headingFr: string | null;
  paragraphsEn: string[];
  paragraphsFr: string[] | null;
  links: Array<{ label_en: string; label_fr: string | null; url: string; is_external: boolean }>;
}

export interface SlideRow {
  id: number;
  isActive: boolean;
  activeFrom: Date | null;
  activeTo: Date | null;
  headingEn: string;
  headingFr: string | null;
  bodyEn: string;
  bodyFr: string | null;
  buttonTextEn: string | null;
  buttonTextFr: string | null;
  buttonUrlEn: string | null;
  buttonUrlFr: string | null;
  isExternal: boolean;
  openNewTab: boolean;
  imageLgEn: string | null;
  imageLgFr: string | null;
  imageSmEn: string | null;
  imageSmFr: string | null;
}

export async function findPage(db: Queryable, programmeId: number, slug: string): Promise<PageRow | null> {
  const { rows } = await db.query<PageRow>(
    `SELECT id, slug, title_en AS "titleEn", title_fr AS "titleFr", updated_at AS "updatedAt"
       FROM content_page
      WHERE programme_id = $1 AND slug = $2`,
    [programmeId, slug],
  );
  return rows[0] ?? null;
}

export async function findSections(db: Queryable, pageId: number): Promise<SectionRow[]> {
  const { rows } = await db.query<SectionRow>(
    `SELECT s.heading_en AS "headingEn", s.heading_fr AS "headingFr",
            s.paragraphs_en AS "paragraphsEn", s.paragraphs_fr AS "paragraphsFr",
            COALESCE((SELECT json_agg(json_build_object('label_en', l.label_en, 'label_fr', l.label_fr,
                                                        'url', l.url, 'is_external', l.is_external)
                                      ORDER BY l.position, l.id)
                        FROM content_section_link l
                       WHERE l.section_id = s.id), '[]'::json) AS links
       FROM content_section s
      WHERE s.page_id = $1
      ORDER BY s.position, s.id`,
    [pageId],
  );
  return rows;
}

export async function findSlides(db: Queryable, pageId: number): Promise<SlideRow[]> {
  const { rows } = await db.query<SlideRow>(
    `SELECT id, is_active AS "isActive", active_from AS "activeFrom", active_to AS "activeTo",
            heading_en AS "headingEn", heading_fr AS "headingFr", body_en AS "bodyEn", body_fr AS "bodyFr",
            button_text_en AS "buttonTextEn", button_text_fr AS "buttonTextFr",
            button_url_en AS "buttonUrlEn", button_url_fr AS "buttonUrlFr",
            is_external AS "isExternal", open_new_tab AS "openNewTab",
            image_lg_en AS "imageLgEn", image_lg_fr AS "imageLgFr",
            image_sm_en AS "imageSmEn", image_sm_fr AS "imageSmFr"
       FROM content_slide
      WHERE page_id = $1
      ORDER BY position, id`,
    [pageId],
  );
  return rows;
}
