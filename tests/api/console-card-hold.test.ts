import { beforeAll, describe, expect, it } from 'vitest';
import { consoleFormToken, consoleSignIn } from './support/admin-console';
import { Shopper, cardOf, productWhere, type ShopProduct } from './support/shop';
import { errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Issue 22 item 15, the sandbox's side: the support console stands for the
 * bank's card system and can put a card on hold (or release it) while its
 * member shops, so the store's refusal at add-to-cart can be seen in a
 * browser. Only with write access, only with the console's anti-forgery
 * field, and (sandbox-switch.test.ts) only while the sandbox is on.
 */
describe('the support console puts a card on hold and releases it', () => {
  let select: Shopper;
  let product: ShopProduct;
  let reference: string;

  const t = useTestApp();
  beforeAll(async () => {
    const accountId = await cardOf(t.db.pool, 'select');
    select = new Shopper(t.app, await login(t.app, 'select'), accountId);
    product = await productWhere(t.db.pool, "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 9000");
    reference = (await t.db.pool.query<{ r: string }>('SELECT reference_identifier AS r FROM account WHERE id = $1', [accountId])).rows[0]!.r;
  });

  async function post(cookie: string, fields: Record<string, string>) {
    const response = await t.app.inject({ method: 'POST', url: '/sandbox/admin/card-status', headers: { ...FORM, cookie }, payload: new URLSearchParams(fields).toString() });
    return { status: response.statusCode, location: String(response.headers.location ?? '') };
  }
  const statusOf = async () =>
    (await t.db.pool.query<{ status: string }>('SELECT status FROM account WHERE reference_identifier = $1', [reference])).rows[0]!.status;

  it('an admin holds the card of a signed-in member: their next add-to-cart is refused (409 ACCOUNT_NOT_ACTIVE) and their cart is untouched; released, it is accepted', async () => {
    const before = await select.cart();
    const { cookie } = await consoleSignIn(t.app, 'admin');
    const csrf = await consoleFormToken(t.app, cookie);
    const page = await t.app.inject({ url: '/sandbox/admin', headers: { cookie } });
    expect(page.body).toContain(`Put ${reference} on hold`);

    expect(await post(cookie, { csrf, reference, action: 'hold', lang: 'fr' })).toEqual({ status: 303, location: '/sandbox/admin?notice=card-held&lang=fr' });
    expect(await statusOf()).toBe('ON HOLD');
    const held = await t.app.inject({ url: '/sandbox/admin?notice=card-held&lang=fr', headers: { cookie } });
    expect(held.body).toContain('<p class="status" role="status">La carte est bloquée');
    expect(held.body).toContain(`Lever le blocage de ${reference}`);

    const refused = await select.request('POST', '/shoppingCart', select.addBody(product));
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).code).toBe('ACCOUNT_NOT_ACTIVE');
    expect(await select.cart()).toEqual(before);

    expect(await post(cookie, { csrf, reference, action: 'release', lang: 'en' })).toEqual({ status: 303, location: '/sandbox/admin?notice=card-released' });
    expect(await statusOf()).toBe('ACTIVE');
    const cart = await select.add(product);
    expect(cart.shopping_cart_items.map((item) => item.product_variant_id)).toContain(product.variantId);
  });

  it('an auditor (read access), a forged form, an unknown or cancelled card change nothing', async () => {
    const auditor = await consoleSignIn(t.app, 'auditor');
    const auditorCsrf = await consoleFormToken(t.app, auditor.cookie);
    const auditorPage = await t.app.inject({ url: '/sandbox/admin', headers: { cookie: auditor.cookie } });
    expect(auditorPage.body).not.toContain(`Put ${reference} on hold`);
    expect(await post(auditor.cookie, { csrf: auditorCsrf, reference, action: 'hold' })).toEqual({ status: 303, location: '/sandbox/admin?notice=read-only' });
    expect(await statusOf()).toBe('ACTIVE');

    const { cookie } = await consoleSignIn(t.app, 'admin');
    const csrf = await consoleFormToken(t.app, cookie);
    expect(await post(cookie, { csrf: 'forged', reference, action: 'hold' })).toEqual({ status: 303, location: '/sandbox/admin?notice=expired' });
    expect(await post('', { csrf, reference, action: 'hold' })).toEqual({ status: 303, location: '/sandbox/admin?notice=expired' });
    expect(await post(cookie, { csrf, reference, action: 'cancel' })).toEqual({ status: 303, location: '/sandbox/admin?notice=no-card' });
    expect(await post(cookie, { csrf, reference: 'ACC-NONE', action: 'hold' })).toEqual({ status: 303, location: '/sandbox/admin?notice=no-card' });
    expect(await statusOf()).toBe('ACTIVE');
    // A cancelled card stays cancelled: releasing it is not a way back.
    expect(await post(cookie, { csrf, reference: 'ACC-1005', action: 'release' })).toEqual({ status: 303, location: '/sandbox/admin?notice=no-card' });
    expect((await t.db.pool.query<{ status: string }>("SELECT status FROM account WHERE reference_identifier = 'ACC-1005'")).rows[0]!.status).toBe('CANCELED');
  });
});
