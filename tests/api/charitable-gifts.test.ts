import { charityShares } from '@rewards-storefront/domain/donations/charity-shares';
import type { ProductDetail } from '@openapi/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum, productWhere, type CheckoutResult, type Order, type ShopProduct } from './support/shop';
import { errorBody } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

describe('a gift shared among up to three charities (spec §9)', () => {
  let gift: ShopProduct;
  let single: ShopProduct;
  let charities: { id: number; name: string }[];

  const t = useTestApp();
  const elite = useSignedInShopper(t, 'elite', 'elite');
  beforeAll(async () => {
    gift = await productWhere(t.db.pool, "p.slug = 'charitable-gift-of-your-choice'");
    single = await productWhere(t.db.pool, "p.product_type = 'charitable_donation' AND p.max_charities IS NULL");
    charities = (await detail('charitable-gift-of-your-choice')).charity_choice!.charities;
  });

  async function detail(slug: string, locale = 'en-CA'): Promise<ProductDetail> {
    const response = await elite().request('GET', `/member/product/${slug}?locale=${locale}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ProductDetail }>().data;
  }

  function addGift(product: ShopProduct, charityIds: unknown, locale = 'en-CA') {
    return elite().request('POST', '/shoppingCart', elite().addBody(product, 1, { locale, ...(charityIds === undefined ? {} : { charity_ids: charityIds }) }));
  }

  const emptyCart = () => elite().emptyCart();

  it('the product says how many charities it takes and lists the catalogue’s charities in the page’s language', async () => {
    const english = await detail('charitable-gift-of-your-choice');
    expect(english.charity_choice?.max_charities).toBe(3);
    expect(english.charity_choice!.charities.length).toBeGreaterThanOrEqual(10);
    expect(english.charity_choice!.charities.map((charity) => charity.name)).toContain('Community Food Bank');
    const french = await detail('charitable-gift-of-your-choice', 'fr-CA');
    expect(french.charity_choice!.charities.map((charity) => charity.name)).toContain('Banque alimentaire communautaire');
    expect((await detail('community-food-bank')).charity_choice).toBeNull();
  });

  it('refuses none, more than three, the same twice, unknown ids and products that are not single charities, field by field', async () => {
    const [a, b, c, d] = charities.map((charity) => charity.id);
    const cases: [unknown, string][] = [
      [undefined, 'choose at least one charity'],
      [[], 'choose at least one charity'],
      [[a, b, c, d], 'choose at most 3 charities'],
      [[a, a], 'choose each charity once'],
      [[a, 9_000_000], 'unknown charity: 9000000'],
      [[a, gift.id], `unknown charity: ${gift.id}`],
      [[a, (await productWhere(t.db.pool, "c.slug = 'merchandise'")).id], 'unknown charity'],
    ];
    for (const [ids, message] of cases) {
      const response = await addGift(gift, ids);
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
      expect(errorBody(response).code).toBe('VALIDATION_ERROR');
      expect(errorBody(response).errors).toEqual([{ field: 'charity_ids', message: expect.stringContaining(message) }]);
    }
    const onSingle = await addGift(single, [a]);
    expect(onSingle.statusCode).toBe(400);
    expect(errorBody(onSingle).errors).toEqual([{ field: 'charity_ids', message: 'this product is not shared among charities' }]);
  });

  it('refuses another programme’s charity as unknown', async () => {
    const { rows } = await t.db.pool.query<{ id: number }>(
      `WITH other AS (
         INSERT INTO programme (slug, name_en, points_currency_id, fiat_currency_id, conversion_rate)
         VALUES ('other-charity-bank', 'Other Bank Rewards', 1, 2, 0.01) RETURNING id),
       their_catalog AS (
         INSERT INTO catalog (programme_id, slug, name_en) SELECT id, 'charitable-donations', 'Charities' FROM other RETURNING id)
       UPDATE product SET catalog_id = (SELECT id FROM their_catalog) WHERE slug = 'urban-tree-canopy' RETURNING id`,
    );
    const theirs = rows[0]!.id;
    const response = await addGift(gift, [charities[0]!.id, theirs]);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([{ field: 'charity_ids', message: `unknown charity: ${theirs}` }]);
  });

  it('the cart line names the charities in the chosen order with shares that sum to the line; other charities are another line', async () => {
    await emptyCart();
    const chosen = [charities[2]!, charities[0]!, charities[1]!];
    expect(
      (
        await addGift(
          gift,
          chosen.map((charity) => charity.id),
        )
      ).statusCode,
    ).toBe(201);
    const response = await addGift(gift, [charities[3]!.id], 'fr-CA');
    expect(response.statusCode).toBe(201);
    const cart = (await elite().cart('fr-CA'))!;
    expect(cart.shopping_cart_items).toHaveLength(2);
    const [shared, alone] = cart.shopping_cart_items;
    expect(shared!.charities.map((charity) => charity.id)).toEqual(chosen.map((charity) => charity.id));
    expect(shared!.charities.map((charity) => charity.points)).toEqual(charityShares(shared!.line_total, 3));
    expect(shared!.charities.reduce((sum, charity) => sum + charity.points, 0)).toBe(shared!.line_total);
    expect(alone!.charities).toEqual([{ id: charities[3]!.id, name: expect.any(String), points: alone!.line_total }]);
    const english = (await elite().cart('en-CA'))!;
    expect(english.shopping_cart_items[0]!.charities.map((charity) => charity.name)).toEqual(chosen.map((charity) => charity.name));
    expect(
      (
        await addGift(
          gift,
          chosen.map((charity) => charity.id),
        )
      ).json<{ data: { shopping_cart_items: { quantity: number }[] } }>().data.shopping_cart_items[0]!.quantity,
    ).toBe(2);
  });

  it('checkout keeps the charities and their shares on the order item, with the 12-week receipt expectation', async () => {
    await emptyCart();
    const chosen = charities.slice(0, 3).map((charity) => charity.id);
    expect((await addGift(gift, chosen)).statusCode).toBe(201);
    const cart = (await elite().cart())!;
    const before = await ledgerSum(t.db.pool, elite().accountId);
    const response = await elite().checkout(
      elite().checkoutBody(cart, { consents: Object.fromEntries(cart.consents_required.map((name) => [name, true])) }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json<{ data: CheckoutResult }>();
    const item = data.order.order_items[0]!;
    expect(item.charities.map((charity) => charity.id)).toEqual(chosen);
    expect(item.charities.reduce((sum, charity) => sum + charity.points, 0)).toBe(item.item_total);
    expect(item.charities.map((charity) => charity.points)).toEqual(charityShares(item.item_total, 3));
    expect(item.delivery.key).toBe('delivery.charityReceipt');
    expect(new Date(item.delivery.by!).getTime() - new Date(data.order.created_at).getTime()).toBe(12 * 7 * 86_400_000);
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(before - cart.total);

    // The confirmation email names each charity with its share, and when the receipts come.
    // The outbox delivers it to the sandbox mailbox in the background.
    const body = async () =>
      (
        await t.db.pool.query<{ text_body: string }>('SELECT text_body FROM sandbox_mailbox_message WHERE subject LIKE $1', [
          `%${data.reference_identifier}%`,
        ])
      ).rows[0]?.text_body ?? '';
    await expect.poll(body, { timeout: 5_000 }).not.toBe('');
    const text = await body();
    const shares = item.charities.map((charity) => `${charity.name} (${charity.points.toLocaleString('en-CA')} pts)`).join(', ');
    expect(text).toContain(`, shared among ${shares}`);
    expect(text).toMatch(/Each charity sends its tax receipt within 12 weeks \(by \w+ \d+, \d{4}\)\./);

    // Renaming a charity later never changes the placed order.
    await t.db.pool.query("UPDATE product SET name_en = 'Renamed', name_fr = 'Renommé' WHERE id = $1", [chosen[0]]);
    const french = await elite().request('GET', `/member/order/${data.id}?locale=fr-CA`);
    expect(french.statusCode, french.body).toBe(200);
    const order = french.json<{ data: Order }>().data;
    expect(order.order_items[0]!.charities[0]!.name).not.toBe('Renommé');
    expect(order.order_items[0]!.charities[0]!.name).toBeTruthy();
    expect(order.order_items[0]!.charities.map((charity) => charity.points)).toEqual(item.charities.map((charity) => charity.points));
  });
});
