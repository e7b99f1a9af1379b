import type { PoolClient } from 'pg';
import { EXTERNAL_URL_KEYS, SANDBOX_EXTERNAL_URLS } from '../../content/external-urls';
import { slideImageUrl } from '../../media/slide-image-svg';
import {
  DEMO_ACCOUNT_MENU,
  DEMO_BROADCASTS,
  DEMO_FOOTER,
  DEMO_LISTING_PAGES,
  DEMO_MOBILE_APP_USER_AGENTS,
  DEMO_NAVIGATION,
  DEMO_PAGES,
  DEMO_PARTNER_RETAILERS,
  type DemoFooterLink,
  type DemoMenuItem,
  type DemoPage,
  type Text,
} from './demo-content';

const DAY_MS = 86_400_000;

/** The content areas, each seeded on its own when the programme has nothing in it yet. */
export const CONTENT_AREAS = [
  'navigation',
  'account-menu',
  'footer',
  'broadcasts',
  'pages',
  'listing-pages',
  'external-urls',
  'settings',
] as const;
export type ContentArea = (typeof CONTENT_AREAS)[number];

async function isEmpty(client: PoolClient, sql: string, programmeId: number): Promise<boolean> {
  const { rows } = await client.query(sql, [programmeId]);
  return rows.length === 0;
}

/**
 * Fills the demo content of a programme, area by area, where the area is
 * still empty: a new database gets everything, a database seeded before the
 * content service existed gets the content on its next start, and content
 * an operator has since changed or removed is never put back. Runs inside
 * the caller's transaction and seed lock.
 */
export async function seedDemoContent(client: PoolClient, programmeId: number, now: Date): Promise<ContentArea[]> {
  const seeded: ContentArea[] = [];
  const empty = (table: string, extra = '') =>
    isEmpty(client, `SELECT 1 FROM ${table} WHERE programme_id = $1${extra} LIMIT 1`, programmeId);

  if (await empty('content_menu_item', " AND menu_kind = 'navigation'")) {
    await insertMenu(client, programmeId, 'navigation', DEMO_NAVIGATION);
    seeded.push('navigation');
  }
  if (await empty('content_menu_item', " AND menu_kind = 'account'")) {
    await insertMenu(client, programmeId, 'account', DEMO_ACCOUNT_MENU);
    seeded.push('account-menu');
  }
  if ((await empty('content_footer_list')) && (await empty('content_footer_link'))) {
    await insertFooter(client, programmeId);
    seeded.push('footer');
  }
  if (await empty('content_broadcast')) {
    await insertBroadcasts(client, programmeId);
    seeded.push('broadcasts');
  }
  if (await empty('content_page', " AND slug NOT IN ('credit-cards', 'promotions')")) {
    await insertPages(client, programmeId, now, DEMO_PAGES);
    seeded.push('pages');
  }
  // Added after the other pages: a database seeded before them gets them once, and never again once either exists.
  if (await empty('content_page', " AND slug IN ('credit-cards', 'promotions')")) {
    await insertPages(client, programmeId, now, DEMO_LISTING_PAGES);
    seeded.push('listing-pages');
  }
  if (await empty('content_external_url')) {
    for (const key of EXTERNAL_URL_KEYS) {
      const url = SANDBOX_EXTERNAL_URLS[key];
      await client.query('INSERT INTO content_external_url (programme_id, key, url_en, url_fr) VALUES ($1, $2, $3, $4)', [
        programmeId,
        key,
        url.en,
        url.fr,
      ]);
    }
    seeded.push('external-urls');
  }
  if (await empty('content_setting')) {
    await client.query(
      'INSERT INTO content_setting (programme_id, partner_retailers, mobile_app_user_agents) VALUES ($1, $2, $3)',
      [programmeId, DEMO_PARTNER_RETAILERS, DEMO_MOBILE_APP_USER_AGENTS],
    );
    seeded.push('settings');
  }
  return seeded;
}

function flagValues(item: {
  isMemberVisible?: boolean;
  isMemberEnabled?: boolean;
  isLoginAsVisible?: boolean;
  isLoginAsEnabled?: boolean;
}): boolean[] {
  return [
    item.isMemberVisible ?? true,
    item.isMemberEnabled ?? true,
    item.isLoginAsVisible ?? true,
    item.isLoginAsEnabled ?? true,
  ];
}

async function insertMenu(
  client: PoolClient,
  programmeId: number,
  kind: 'navigation' | 'account',
  items: DemoMenuItem[],
  parentId: number | null = null,
): Promise<void> {
  for (const [position, item] of items.entries()) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO content_menu_item (programme_id, menu_kind, parent_id, position, slug, title_en, title_fr,
                                      description_en, description_fr, route, url_en, url_fr, new_tab, icon,
                                      icon_position, background_color, text_color, is_member_visible,
                                      is_member_enabled, is_login_as_visible, is_login_as_enabled, group_code, signed_access)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
       RETURNING id`,
      [
        programmeId,
        kind,
        parentId,
        position,
        item.slug,
        item.title[0],
        item.title[1],
        item.description?.[0] ?? null,
        item.description?.[1] ?? null,
        item.route ?? null,
        item.url?.[0] ?? null,
        item.url?.[1] ?? null,
        item.newTab ?? false,
        item.icon ?? null,
        item.iconPosition ?? 1,
        item.backgroundColor ?? null,
        item.textColor ?? null,
        ...flagValues(item),
        item.groupCode ?? null,
        item.signedAccess ?? false,
      ],
    );
    if (item.children) await insertMenu(client, programmeId, kind, item.children, rows[0]!.id);
  }
}

function urls(url: string | Text): [string, string | null] {
  return typeof url === 'string' ? [url, null] : [url[0], url[1]];
}

async function insertFooterLink(
  client: PoolClient,
  programmeId: number,
  section: 'list' | 'logo' | 'legal',
  listId: number | null,
  position: number,
  link: DemoFooterLink,
): Promise<void> {
  const [urlEn, urlFr] = urls(link.url);
  await client.query(
    `INSERT INTO content_footer_link (programme_id, section, list_id, position, title_en, title_fr, url_en, url_fr,
                                      is_external, new_tab, icon, is_member_visible, is_member_enabled,
                                      is_login_as_visible, is_login_as_enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      programmeId,
      section,
      listId,
      position,
      link.title[0],
      link.title[1],
      urlEn,
      urlFr,
      link.external ?? false,
      link.newTab ?? false,
      link.icon ?? null,
      ...flagValues(link),
    ],
  );
}

async function insertFooter(client: PoolClient, programmeId: number): Promise<void> {
  for (const [position, list] of DEMO_FOOTER.lists.entries()) {
    const { rows } = await client.query<{ id: number }>(
      'INSERT INTO content_footer_list (programme_id, position, title_en, title_fr) VALUES ($1, $2, $3, $4) RETURNING id',
      [programmeId, position, list.title[0], list.title[1]],
    );
    for (const [index, link] of list.items.entries()) {
      await insertFooterLink(client, programmeId, 'list', rows[0]!.id, index, link);
    }
  }
  for (const [index, link] of DEMO_FOOTER.logos.entries()) await insertFooterLink(client, programmeId, 'logo', null, index, link);
  for (const [index, link] of DEMO_FOOTER.legal.entries()) await insertFooterLink(client, programmeId, 'legal', null, index, link);
}

async function insertBroadcasts(client: PoolClient, programmeId: number): Promise<void> {
  for (const [position, message] of DEMO_BROADCASTS.entries()) {
    await client.query(
      `INSERT INTO content_broadcast (programme_id, slug, position, title_en, title_fr, description_en, description_fr,
                                      segments, pages, link_label_en, link_label_fr, link_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        programmeId,
        message.slug,
        position,
        message.title[0],
        message.title[1],
        message.description[0],
        message.description[1],
        message.segments,
        message.pages,
        message.link?.label[0] ?? null,
        message.link?.label[1] ?? null,
        message.link?.url ?? null,
      ],
    );
  }
}

async function insertPages(client: PoolClient, programmeId: number, now: Date, pages: readonly DemoPage[]): Promise<void> {
  const day = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY_MS));
  for (const page of pages) {
    const { rows } = await client.query<{ id: number }>(
      'INSERT INTO content_page (programme_id, slug, title_en, title_fr, updated_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [programmeId, page.slug, page.title[0], page.title[1], now],
    );
    const pageId = rows[0]!.id;
    for (const [position, section] of page.sections.entries()) {
      const inserted = await client.query<{ id: number }>(
        `INSERT INTO content_section (page_id, position, heading_en, heading_fr, paragraphs_en, paragraphs_fr)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          pageId,
          position,
          section.heading?.[0] ?? null,
          section.heading?.[1] ?? null,
          section.paragraphs.map((paragraph) => paragraph[0]),
          section.paragraphs.map((paragraph) => paragraph[1]),
        ],
      );
      for (const [index, link] of (section.links ?? []).entries()) {
        await client.query(
          `INSERT INTO content_section_link (section_id, position, label_en, label_fr, url, is_external)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [inserted.rows[0]!.id, index, link.label[0], link.label[1], link.url, link.external ?? false],
        );
      }
    }
    for (const [position, slide] of (page.slides ?? []).entries()) {
      await client.query(
        `INSERT INTO content_slide (page_id, position, is_active, active_from, active_to, heading_en, heading_fr,
                                    body_en, body_fr, button_text_en, button_text_fr, button_url_en, button_url_fr,
                                    is_external, open_new_tab, image_lg_en, image_sm_en)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          pageId,
          position,
          slide.isActive,
          day(slide.activeFromDays),
          day(slide.activeToDays),
          slide.heading[0],
          slide.heading[1],
          slide.body[0],
          slide.body[1],
          slide.button?.text[0] ?? null,
          slide.button?.text[1] ?? null,
          slide.button?.url[0] ?? null,
          slide.button?.url[1] ?? null,
          slide.button?.external ?? false,
          slide.button?.newTab ?? false,
          // The art has no text, so the English image serves both languages (French falls back to it).
          slideImageUrl(slide.art, 'lg'),
          slideImageUrl(slide.art, 'sm'),
        ],
      );
    }
  }
}
