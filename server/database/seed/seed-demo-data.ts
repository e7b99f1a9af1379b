import type { Pool, PoolClient } from 'pg';
import { DEFAULT_SCRYPT_PARAMETERS, hashPassword, type ScryptParameters } from '../../auth/password-hasher';
import { CARD_ART } from '../../media/card-image-svg';
import { seedDemoAccountHistory } from './demo-account-history';
import { buildDemoCatalogue, type DemoCatalogue } from './demo-catalogue';
import { seedDemoIdentity } from './demo-identity';
import { seedDemoHistoricalOrders } from './demo-historical-orders';
import { seedDemoOrders } from './demo-orders';
import { seedDemoProductGroups } from './demo-product-groups';
import { seedDemoRedemptions } from './demo-redemptions';
import { productRetailValueCents, variantRetailValueCents } from './demo-retail-values';
import {
  DEMO_ADMINS,
  DEMO_CARD_PRODUCTS,
  DEMO_CARDS,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  demoEarnEntries,
} from './demo-members';
import { seedDemoContent, type ContentArea } from './seed-demo-content';

/** Same lock as nothing else: seeding nodes wait for each other instead of seeding twice. */
const SEED_LOCK_ID = 7_305_112_902;
const DAY_MS = 86_400_000;

export interface SeedOptions {
  programmeSlug: string;
  /** Dates of the demo history are relative to this moment. */
  now?: Date;
  /** Tests seed with cheap scrypt settings; the hash string records them, so verification needs no setting. */
  passwordHashParameters?: ScryptParameters;
  log?: (message: string) => void;
}

export interface SeedResult {
  /** The programme, its people, cards and catalogue were seeded by this call. */
  seeded: boolean;
  counts?: Record<string, number>;
  /** The content areas this call filled (all of them on a new database; none once seeded). */
  contentSeeded: ContentArea[];
}

/**
 * Seeds the demo programme (demo-data.md) once: when the programme already
 * exists it is left alone, so every start may call this. One transaction, so
 * a failed seed leaves an empty database that the next start seeds again.
 * Then the programme's content areas that are still empty are filled (in a
 * transaction of their own), which also gives a database seeded before the
 * content service its menus, footer, messages and pages.
 */
export async function seedDemoData(pool: Pool, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_ID]);
    try {
      const programme = await seedProgramme(client, options, now);
      const contentSeeded = await seedContent(client, programme.id, now);
      if (await seedPromotionGroupsAndWishlist(client, programme.id, now)) {
        options.log?.(`seeded the promotion groups and the demo wishlist of "${options.programmeSlug}"`);
      }
      if (await inTransaction(client, () => seedDemoProductGroups(client, programme.id))) {
        options.log?.(`seeded the product groups of "${options.programmeSlug}"`);
      }
      if (await inTransaction(client, () => seedDemoOrders(client, programme.id, now))) {
        options.log?.(`seeded the bin ranges, promotion codes, addresses and demo orders of "${options.programmeSlug}"`);
      }
      if (await inTransaction(client, () => seedDemoIdentity(client, programme.id, now, options.passwordHashParameters))) {
        options.log?.(`seeded the registration configuration, terms and identity demo members of "${options.programmeSlug}"`);
      }
      if (await inTransaction(client, () => seedDemoAccountHistory(client, programme.id, now))) {
        options.log?.(`seeded the card history and authorized redeemers of "${options.programmeSlug}"`);
      }
      if (await inTransaction(client, () => seedDemoRedemptions(client, programme.id))) {
        options.log?.(`seeded the external redemption products and financial-reward accounts of "${options.programmeSlug}"`);
      }
      if (await inTransaction(client, () => seedDemoHistoricalOrders(client, programme.id, now))) {
        options.log?.(`seeded the historical orders of "${options.programmeSlug}"`);
      }
      if (contentSeeded.length > 0) {
        options.log?.(`seeded the demo content of "${options.programmeSlug}": ${contentSeeded.join(', ')}`);
      }
      return { seeded: programme.seeded, ...(programme.counts ? { counts: programme.counts } : {}), contentSeeded };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

async function seedContent(client: PoolClient, programmeId: number, now: Date): Promise<ContentArea[]> {
  await client.query('BEGIN');
  try {
    const areas = await seedDemoContent(client, programmeId, now);
    await client.query('COMMIT');
    return areas;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

async function inTransaction<T>(client: PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** Promotion groups (facet promotion_group) and their demo members: codes, names, which products. */
const DEMO_PROMOTION_GROUPS = [
  { code: 'on-sale', name: ['On Sale', 'En solde'], position: 1, products: 'p.original_price_points IS NOT NULL' },
  {
    code: 'new-arrivals',
    name: ['New Arrivals', 'Nouveautés'],
    position: 2,
    products: "p.id IN (SELECT x.id FROM product x JOIN catalog xc ON xc.id = x.catalog_id WHERE xc.programme_id = $1 AND xc.slug = 'merchandise' ORDER BY x.created_at DESC, x.id DESC LIMIT 24)",
  },
  { code: 'staff-picks', name: ['Staff Picks', 'Coups de cœur'], position: 3, products: "c.slug = 'merchandise' AND p.id % 7 = 0" },
] as const;

/** Login of the member whose wishlist holds 3 products (demo-data.md). */
const WISHLIST_MEMBER = 'elite';
const WISHLIST_SIZE = 3;

/**
 * Fills the promotion groups and the demo wishlist while the programme has no
 * promotion group yet, so a database seeded before the catalogue issue gets
 * them on its next start, and groups an operator removed are not put back
 * once others exist. Returns whether anything was added.
 */
async function seedPromotionGroupsAndWishlist(client: PoolClient, programmeId: number, now: Date): Promise<boolean> {
  await client.query('BEGIN');
  try {
    const existing = await client.query('SELECT 1 FROM promotion_group WHERE programme_id = $1 LIMIT 1', [programmeId]);
    if (existing.rows.length > 0) {
      await client.query('ROLLBACK');
      return false;
    }
    for (const group of DEMO_PROMOTION_GROUPS) {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO promotion_group (programme_id, code, name_en, name_fr, position) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [programmeId, group.code, group.name[0], group.name[1], group.position],
      );
      await client.query(
        `INSERT INTO product_promotion_group (product_id, promotion_group_id)
         SELECT p.id, $2 FROM product p JOIN catalog c ON c.id = p.catalog_id
          WHERE c.programme_id = $1 AND p.is_active AND ${group.products}`,
        [programmeId, rows[0]!.id],
      );
    }
    // Three merchandise products, added a day apart (newest first in the list).
    await client.query(
      `INSERT INTO wishlist_item (member_id, product_variant_id, product_collection_id, catalog_id, account_id, created_at)
       SELECT m.id, v.variant_id, v.product_collection_id, v.catalog_id, acc.id, $4::timestamptz - make_interval(days => v.n::int)
         FROM member m
         CROSS JOIN LATERAL (
               SELECT a.id FROM account a JOIN account_member am ON am.account_id = a.id
                WHERE am.member_id = m.id AND am.is_primary AND a.status = 'ACTIVE' ORDER BY a.id LIMIT 1) acc
         CROSS JOIN LATERAL (
               SELECT (SELECT pv.id FROM product_variant pv WHERE pv.product_id = p.id ORDER BY pv.position, pv.id LIMIT 1) AS variant_id,
                      p.product_collection_id, p.catalog_id, row_number() OVER (ORDER BY p.id) AS n
                 FROM product p JOIN catalog c ON c.id = p.catalog_id
                WHERE c.programme_id = $1 AND c.slug = 'merchandise' AND p.is_active
                  AND EXISTS (SELECT 1 FROM product_variant pv WHERE pv.product_id = p.id)
                ORDER BY p.id LIMIT $3) v
        WHERE m.programme_id = $1 AND lower(m.user_account) = $2`,
      [programmeId, WISHLIST_MEMBER, WISHLIST_SIZE, now],
    );
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

async function seedProgramme(
  client: PoolClient,
  options: SeedOptions,
  now: Date,
): Promise<{ id: number; seeded: boolean; counts?: Record<string, number> }> {
  const existing = await client.query<{ id: number }>('SELECT id FROM programme WHERE slug = $1', [options.programmeSlug]);
  if (existing.rows[0]) return { id: existing.rows[0].id, seeded: false };

  const parameters = options.passwordHashParameters ?? DEFAULT_SCRYPT_PARAMETERS;
  const logins = [...DEMO_MEMBERS.filter((member) => member.canSignIn).map((m) => m.login), ...DEMO_ADMINS.map((a) => a.login)];
  const hashes = new Map(
    await Promise.all(logins.map(async (login) => [login, await hashPassword(DEMO_PASSWORD, parameters)] as const)),
  );
  const catalogue = buildDemoCatalogue(now);

  await client.query('BEGIN');
  try {
    const programmeId = await insertProgramme(client, options.programmeSlug);
    await insertPeopleAndCards(client, programmeId, hashes, now);
    const counts = await insertCatalogue(client, programmeId, catalogue);
    counts.additionalFees = await insertAdditionalFees(client, programmeId);
    await client.query('COMMIT');
    const result = {
      members: DEMO_MEMBERS.length,
      admins: DEMO_ADMINS.length,
      cards: DEMO_CARDS.length,
      ...counts,
    };
    options.log?.(
      `seeded the "${options.programmeSlug}" demo programme: ${Object.entries(result)
        .map(([name, count]) => `${count} ${name}`)
        .join(', ')}`,
    );
    return { id: programmeId, seeded: true, counts: result };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

async function insertProgramme(client: PoolClient, slug: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO programme (slug, name_en, name_fr, points_currency_id, fiat_currency_id, conversion_rate)
     VALUES ($1, 'Demo Bank Rewards', 'Récompenses Banque Démo', 1, 2, 0.01)
     RETURNING id`,
    [slug],
  );
  // The custom actions its members may call (POST /member/custom-action).
  await client.query("INSERT INTO programme_custom_action (programme_id, action) VALUES ($1, 'resend-egift') ON CONFLICT DO NOTHING", [rows[0]!.id]);
  return rows[0]!.id;
}

async function insertPeopleAndCards(
  client: PoolClient,
  programmeId: number,
  hashes: Map<string, string>,
  now: Date,
): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const productIds = new Map<string, number>();
  for (const product of DEMO_CARD_PRODUCTS) {
    const art = CARD_ART[product.cardType];
    if (!art) throw new Error(`No card art for card type ${product.cardType}`);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO card_product (programme_id, reference_identifier, card_type, tier, account_category,
                                 name_en, name_fr, description_en, description_fr, payment_providers)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        programmeId,
        product.reference,
        product.cardType,
        art.tier,
        product.accountCategory,
        product.nameEn,
        product.nameFr,
        product.descriptionEn,
        product.descriptionFr,
        product.paymentProviders,
      ],
    );
    productIds.set(product.reference, rows[0]!.id);
  }

  const memberIds = new Map<string, number>();
  for (const member of DEMO_MEMBERS) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO member (programme_id, user_account, password_hash, first_name, last_name, email,
                           preferred_language, phone, has_marketing_enabled, account_category,
                           rules_accepted_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
      [
        programmeId,
        member.login,
        member.canSignIn ? hashes.get(member.login) : null,
        member.firstName,
        member.lastName,
        member.email,
        member.preferredLanguage,
        member.phone,
        member.hasMarketingEnabled,
        member.accountCategory,
        member.rulesAccepted ? daysAgo(180) : null,
        daysAgo(400),
      ],
    );
    const id = rows[0]!.id;
    memberIds.set(member.login, id);
    if (!member.rulesAccepted) {
      await client.query(
        `INSERT INTO member_pending_action (member_id, action_type, created_at) VALUES ($1, 'accept_program_rules', $2)`,
        [id, daysAgo(2)],
      );
    }
  }

  for (const card of DEMO_CARDS) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO account (programme_id, card_product_id, reference_identifier, status, masked_number,
                            name_on_card, opened_at, status_changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        programmeId,
        productIds.get(card.product),
        card.reference,
        card.status,
        card.maskedNumber,
        card.nameOnCard,
        daysAgo(card.openedDaysAgo),
        card.status === 'ACTIVE' ? null : daysAgo(30),
      ],
    );
    const accountId = rows[0]!.id;
    for (const [index, login] of card.holders.entries()) {
      await client.query(
        'INSERT INTO account_member (account_id, member_id, is_primary, added_at) VALUES ($1, $2, $3, $4)',
        [accountId, memberIds.get(login), index === 0, daysAgo(card.openedDaysAgo)],
      );
    }
    for (const entry of demoEarnEntries(card.balance, card.openedDaysAgo)) {
      await client.query(
        `INSERT INTO point_ledger_entry (account_id, entry_type, points, description, source_type, occurred_at, recorded_at)
         VALUES ($1, 'earn', $2, $3, 'demo_seed', $4, $4)`,
        [accountId, entry.points, entry.description, daysAgo(entry.daysAgo)],
      );
    }
  }

  for (const admin of DEMO_ADMINS) {
    await client.query(
      `INSERT INTO admin_user (programme_id, user_account, password_hash, first_name, last_name, email, access_level)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [programmeId, admin.login, hashes.get(admin.login), admin.firstName, admin.lastName, admin.email, admin.accessLevel],
    );
  }
}

/**
 * Cart fees of the sandbox catalogue (issue 21 item 18): the last plain
 * merchandise product (no sale, no split pay, in stock) carries a mandatory
 * environmental handling fee of 150 points per unit and an optional gift
 * wrapping of 500 points per unit. Answers how many fee types were added.
 */
export const DEMO_FEES = [
  { code: 'eco_fee', nameEn: 'Environmental handling fee', nameFr: 'Écofrais de gestion environnementale', points: 150, mandatory: true },
  { code: 'gift_wrap', nameEn: 'Gift wrapping', nameFr: 'Emballage-cadeau', points: 500, mandatory: false },
] as const;

async function insertAdditionalFees(client: PoolClient, programmeId: number): Promise<number> {
  const { rowCount } = await client.query(
    `INSERT INTO additional_fee_type (product_id, code, name_en, name_fr, amount_points, is_mandatory, position)
     SELECT chosen.id, x.code, x.name_en, x.name_fr, x.points, x.mandatory, x.position
       FROM (SELECT p.id FROM product p JOIN catalog c ON c.id = p.catalog_id
              WHERE c.programme_id = $1 AND c.slug = 'merchandise' AND p.is_active AND NOT p.hide_add_to_cart
                AND NOT p.has_splitpay AND p.original_price_points IS NULL AND NOT p.is_disclosure_consent_mandatory
                AND EXISTS (SELECT 1 FROM product_variant pv WHERE pv.product_id = p.id AND pv.is_available AND pv.stock_quantity >= 50)
              ORDER BY p.id DESC LIMIT 1) chosen
      CROSS JOIN jsonb_to_recordset($2::jsonb) AS x(code text, name_en text, name_fr text, points bigint, mandatory boolean, position int)`,
    [
      programmeId,
      JSON.stringify(
        DEMO_FEES.map((fee, position) => ({
          code: fee.code,
          name_en: fee.nameEn,
          name_fr: fee.nameFr,
          points: fee.points,
          mandatory: fee.mandatory,
          position,
        })),
      ),
    ],
  );
  return rowCount ?? 0;
}

async function insertCatalogue(
  client: PoolClient,
  programmeId: number,
  catalogue: DemoCatalogue,
): Promise<Record<string, number>> {
  const catalogIds = new Map<string, number>();
  const collectionIds = new Map<string, number>();
  for (const catalog of catalogue.catalogs) {
    const { rows } = await client.query<{ id: number }>(
      'INSERT INTO catalog (programme_id, slug, name_en, name_fr, position) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [programmeId, catalog.slug, catalog.name[0], catalog.name[1], catalog.position],
    );
    const catalogId = rows[0]!.id;
    catalogIds.set(catalog.slug, catalogId);
    const collection = await client.query<{ id: number }>(
      `INSERT INTO product_collection (catalog_id, code, name_en, name_fr)
       VALUES ($1, 'standard', $2, $3) RETURNING id`,
      [catalogId, `${catalog.name[0]} - standard`, `${catalog.name[1]} - standard`],
    );
    collectionIds.set(catalog.slug, collection.rows[0]!.id);
  }

  const categoryIds = new Map<string, number>();
  // Parents come before their children in the list.
  for (const category of catalogue.categories) {
    const parentId = category.parentKey === null ? null : categoryIds.get(category.parentKey);
    if (parentId === undefined) throw new Error(`Category ${category.key} comes before its parent`);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO category (catalog_id, parent_id, level, slug, name_en, name_fr, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [catalogIds.get(category.catalog), parentId, category.level, category.slug, category.name[0], category.name[1], category.position],
    );
    categoryIds.set(category.key, rows[0]!.id);
  }

  const brandRows = await client.query<{ id: number; slug: string }>(
    `INSERT INTO brand (programme_id, slug, name)
     SELECT $1, x.slug, x.name FROM jsonb_to_recordset($2::jsonb) AS x(slug text, name text)
     RETURNING id, slug`,
    [programmeId, JSON.stringify(catalogue.brands)],
  );
  const brandIds = new Map(brandRows.rows.map((row) => [row.slug, row.id]));

  const labelRows = await client.query<{ id: number; code: string }>(
    `INSERT INTO product_label (programme_id, code, label_text_en, label_text_fr, display_name_en, display_name_fr,
                                background_color, text_color)
     SELECT $1, x.code, x.text_en, x.text_fr, x.name_en, x.name_fr, x.background, x.text
       FROM jsonb_to_recordset($2::jsonb)
         AS x(code text, text_en text, text_fr text, name_en text, name_fr text, background text, text text)
     RETURNING id, code`,
    [
      programmeId,
      JSON.stringify(
        catalogue.labels.map((label) => ({
          code: label.code,
          text_en: label.labelText[0],
          text_fr: label.labelText[1],
          name_en: label.displayName[0],
          name_fr: label.displayName[1],
          background: label.backgroundColor,
          text: label.textColor,
        })),
      ),
    ],
  );
  const labelIds = new Map(labelRows.rows.map((row) => [row.code, row.id]));

  const productRows = await client.query<{ id: number; slug: string }>(
    `INSERT INTO product (catalog_id, product_collection_id, category_id, brand_id, slug, product_type, model,
                          name_en, name_fr, description_en, description_fr, price_points, original_price_points,
                          has_splitpay, min_percentage_points, min_percentage_fiat, hide_add_to_cart,
                          is_disclosure_consent_mandatory, disclosure_consent_en, disclosure_consent_fr,
                          max_quantity, max_charities, promotion_end_date, has_image, created_at, updated_at,
                          retail_value_cents)
     SELECT x.catalog_id, x.collection_id, x.category_id, x.brand_id, x.slug, x.product_type, x.model,
            x.name_en, x.name_fr, x.description_en, x.description_fr, x.price_points, x.original_price_points,
            x.has_splitpay, x.min_percentage_points, x.min_percentage_fiat, x.hide_add_to_cart,
            x.consent_en IS NOT NULL, x.consent_en, x.consent_fr,
            x.max_quantity, x.max_charities, x.promotion_end_date, x.has_image, x.created_at, x.created_at,
            x.retail_value_cents
       FROM jsonb_to_recordset($1::jsonb) AS x(
            catalog_id bigint, collection_id bigint, category_id bigint, brand_id bigint, slug text,
            product_type text, model text, name_en text, name_fr text, description_en text, description_fr text,
            price_points bigint, original_price_points bigint, has_splitpay boolean, min_percentage_points smallint,
            min_percentage_fiat smallint, hide_add_to_cart boolean, consent_en text, consent_fr text,
            max_quantity smallint, max_charities smallint, promotion_end_date timestamptz, has_image boolean, created_at timestamptz,
            retail_value_cents bigint)
     RETURNING id, slug`,
    [
      JSON.stringify(
        catalogue.products.map((product) => ({
          catalog_id: catalogIds.get(product.catalog),
          collection_id: collectionIds.get(product.catalog),
          category_id: required(categoryIds.get(product.categoryKey), product.categoryKey),
          brand_id: product.brandSlug === null ? null : required(brandIds.get(product.brandSlug), product.brandSlug),
          slug: product.slug,
          product_type: product.productType,
          model: product.model,
          name_en: product.name[0],
          name_fr: product.name[1],
          description_en: product.description[0],
          description_fr: product.description[1],
          price_points: product.pricePoints,
          original_price_points: product.originalPricePoints,
          has_splitpay: product.hasSplitpay,
          min_percentage_points: product.minPercentagePoints,
          min_percentage_fiat: product.minPercentageFiat,
          hide_add_to_cart: product.hideAddToCart,
          consent_en: product.disclosureConsent?.[0] ?? null,
          consent_fr: product.disclosureConsent?.[1] ?? null,
          max_quantity: product.maxQuantity,
          max_charities: product.maxCharities ?? null,
          promotion_end_date: product.promotionEndDate,
          has_image: product.hasImage,
          created_at: product.createdAt,
          retail_value_cents: productRetailValueCents(product),
        })),
      ),
    ],
  );
  const productIds = new Map(productRows.rows.map((row) => [row.slug, row.id]));

  const variants = catalogue.products.flatMap((product) =>
    product.variants.map((variant) => ({
      product_id: productIds.get(product.slug),
      sku: variant.sku,
      attributes: variant.attributes,
      price_points: variant.pricePoints,
      stock_quantity: variant.stockQuantity,
      is_available: variant.isAvailable,
      position: variant.position,
      retail_value_cents: variantRetailValueCents(product, variant),
    })),
  );
  await client.query(
    `INSERT INTO product_variant (product_id, sku, attributes, price_points, stock_quantity, is_available, position, retail_value_cents)
     SELECT x.product_id, x.sku, x.attributes, x.price_points, x.stock_quantity, x.is_available, x.position, x.retail_value_cents
       FROM jsonb_to_recordset($1::jsonb) AS x(product_id bigint, sku text, attributes jsonb, price_points bigint,
                                               stock_quantity integer, is_available boolean, position integer,
                                               retail_value_cents bigint)`,
    [JSON.stringify(variants)],
  );

  const placements = catalogue.products.flatMap((product) =>
    product.extraCategoryKeys.map((key) => ({
      product_id: productIds.get(product.slug),
      category_id: required(categoryIds.get(key), key),
    })),
  );
  await client.query(
    `INSERT INTO product_category (product_id, category_id)
     SELECT x.product_id, x.category_id FROM jsonb_to_recordset($1::jsonb) AS x(product_id bigint, category_id bigint)`,
    [JSON.stringify(placements)],
  );

  const assignments = catalogue.products.flatMap((product) =>
    product.labels.map((label) => ({
      product_id: productIds.get(product.slug),
      label_id: required(labelIds.get(label.labelCode), label.labelCode),
      position: label.position,
      priority_index: label.priorityIndex,
      end_at: label.endAt,
    })),
  );
  await client.query(
    `INSERT INTO product_label_assignment (product_id, label_id, position, priority_index, end_at)
     SELECT x.product_id, x.label_id, x.position, x.priority_index, x.end_at
       FROM jsonb_to_recordset($1::jsonb)
         AS x(product_id bigint, label_id bigint, position smallint, priority_index integer, end_at timestamptz)`,
    [JSON.stringify(assignments)],
  );

  return {
    products: catalogue.products.length,
    variants: variants.length,
    categories: catalogue.categories.length,
    brands: catalogue.brands.length,
    labelAssignments: assignments.length,
  };
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`Seed data refers to unknown "${name}"`);
  return value;
}
