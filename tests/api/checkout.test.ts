import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { BILLING_ADDRESS,
  CANADIAN_ADDRESS,
  TEST_CARDS,
  Shopper,
  card,
  cardOf,
  ledgerSum,
  productWhere,
  projectedBalance,
  type Cart,
  type CheckoutResult,
  type ShopProduct,
} from './support/shop';
import { bearer, errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

describe('checkout (POST /shoppingCart/checkout)', () => {
  let elite: Shopper;
  let marie: Shopper;
  let splitPay: ShopProduct;
  let plain: ShopProduct;

  const t = useTestApp();
  beforeAll(async () => {
    const [eliteToken, marieToken] = await Promise.all([login(t.app, 'elite'), login(t.app, 'marie')]);
    elite = new Shopper(t.app, eliteToken, await cardOf(t.db.pool, 'elite', 'premier_world'));
    // Enough points for every order of this file.
    await t.db.pool.query("INSERT INTO point_ledger_entry (account_id, entry_type, points, description) VALUES ($1, 'earn', 2000000, 'test top-up')", [
      elite.accountId,
    ]);
    marie = new Shopper(t.app, marieToken, await cardOf(t.db.pool, 'marie'));
    splitPay = await productWhere(t.db.pool, "c.slug = 'merchandise' AND p.has_splitpay AND p.min_percentage_points = 80 AND p.price_points < 45000 AND p.original_price_points IS NULL");
    plain = await productWhere(t.db.pool, "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 20000 AND p.original_price_points IS NULL");
  });

  async function freshCart(shopper: Shopper, product: ShopProduct, quantity = 1): Promise<Cart> {
    await shopper.emptyCart();
    return shopper.add(product, quantity);
  }

  async function ordersOfCart(cartId: number): Promise<number> {
    const { rows } = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM redemption_order WHERE shopping_cart_id = $1', [cartId]);
    return rows[0]!.n;
  }

  it('places an order paid in points: debits the ledger, closes the cart, answers id, code and confirmation number', async () => {
    const before = await ledgerSum(t.db.pool, elite.accountId);
    const cart = await freshCart(elite, plain, 2);
    const response = await elite.checkout(elite.checkoutBody(cart));
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json<{ data: CheckoutResult }>();
    expect(data.code).toBe('success');
    expect(data.reference_identifier).toMatch(/^R\d{6}-[A-Z2-9]{8}$/);
    expect(data.order).toMatchObject({
      id: data.id,
      reference_identifier: data.reference_identifier,
      can_cancel: true,
      points_used: cart.total,
      cash_paid: { amount_cents: 0 },
      shipping_and_taxes: 'included',
      shipping_address: { address1: '100 King Street West', postal_code: 'M5X 1A9', country: 'CA' },
    });
    expect(data.order.order_items).toHaveLength(1);
    expect(data.order.order_items[0]).toMatchObject({ quantity: 2, status: 'placed', can_cancel: true, sale_channel: { code: 'SHOP' }, delivery: { key: 'delivery.merchandise' } });
    expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before - cart.total);
    expect(await projectedBalance(t.db.pool, elite.accountId)).toBe(before - cart.total);
    const { rows } = await t.db.pool.query('SELECT entry_type, source_type, source_id FROM point_ledger_entry WHERE source_id = $1', [String(data.id)]);
    expect(rows).toEqual([{ entry_type: 'redeem', source_type: 'redemption_order', source_id: String(data.id) }]);
    expect(await elite.cart()).toBeUndefined();
  });

  it('splits points and cash at the 80% bound: the approving card is charged the rest in cents', async () => {
    const cart = await freshCart(elite, splitPay);
    expect(cart.has_splitpay).toBe(true);
    expect(cart.min_points).toBe(Math.ceil((cart.total * 80) / 100));
    const cashPoints = cart.total - cart.min_points;
    const response = await elite.checkout(elite.checkoutBody(cart, { points: cart.min_points, payment_details: card() }));
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json<{ data: CheckoutResult }>().data;
    expect(order.points_used).toBe(cart.min_points);
    expect(order.cash_paid.amount_cents).toBe(cashPoints);
    expect(order.payment_transactions).toEqual([
      expect.objectContaining({ kind: 'charge', amount: { amount: cashPoints / 100, amount_cents: cashPoints, currency_code: 'CAD' }, masked_card_number: '•••• 0003' }),
    ]);
    // Spec §3: the unsaved billing address is kept with the payment (order display field 'billing').
    expect(order.payment_transactions[0]!.billing_address).toEqual(BILLING_ADDRESS);
  });

  it('refuses a card without its type or billing address, a type that is not the number’s and a billing postal code of another country (400, field by field)', async () => {
    const cart = await freshCart(elite, splitPay);
    const { card_type: _type, billing_address: _billing, ...bare } = card();
    const missing = await elite.checkout(elite.checkoutBody(cart, { points: cart.min_points, payment_details: bare }));
    expect(missing.statusCode).toBe(400);
    expect(errorBody(missing).errors?.map((error) => error.field).sort()).toEqual(['payment_details.billing_address', 'payment_details.card_type']);
    const wrong = await elite.checkout(
      elite.checkoutBody(cart, {
        points: cart.min_points,
        payment_details: { ...card(), card_type: 'mastercard', billing_address: { ...BILLING_ADDRESS, postal_code: '90210' } },
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).errors).toEqual([
      { field: 'payment_details.card_type', message: 'is not the type of the card number' },
      { field: 'payment_details.billing_address.postal_code', message: "is not a postal code of the address's country" },
    ]);
  });

  it('refuses a split under 80% points, a split on a product without split pay, and over the total (400 on points)', async () => {
    const cart = await freshCart(elite, splitPay);
    const under = await elite.checkout(elite.checkoutBody(cart, { points: cart.min_points - 1, payment_details: card() }));
    expect(under.statusCode).toBe(400);
    expect(errorBody(under).errors).toEqual([{ field: 'points', message: expect.stringContaining(`at least ${cart.min_points}`) }]);
    const over = await elite.checkout(elite.checkoutBody(cart, { points: cart.total + 1 }));
    expect(errorBody(over).errors?.[0]?.field).toBe('points');
    const plainCart = await freshCart(elite, plain);
    const partial = await elite.checkout(elite.checkoutBody(plainCart, { points: plainCart.total - 1, payment_details: card() }));
    expect(partial.statusCode).toBe(400);
    expect(errorBody(partial).errors?.[0]?.message).toContain('cannot be paid in part by card');
  });

  it('a declined card and a fraud-flagged card leave no order and no debit, with the processor’s messages', async () => {
    const cart = await freshCart(elite, splitPay);
    const before = await ledgerSum(t.db.pool, elite.accountId);
    const declined = await elite.checkout(elite.checkoutBody(cart, { points: cart.min_points, payment_details: card(TEST_CARDS.declined) }));
    expect(declined.statusCode).toBe(402);
    expect(errorBody(declined)).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'error performing payment authorization transaction' });
    const fraud = await elite.checkout(elite.checkoutBody(cart, { points: cart.min_points, payment_details: card(TEST_CARDS.fraud) }));
    expect(fraud.statusCode).toBe(402);
    expect(errorBody(fraud)).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'suspicious fraud transaction detected' });
    expect(await ordersOfCart(cart.id)).toBe(0);
    expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before);
    expect((await elite.cart())?.id).toBe(cart.id);
  });

  it('checks the card: outside the bin range is "Please use a rewards credit card"; Luhn, expiry and CVV are field errors', async () => {
    const cart = await freshCart(elite, splitPay);
    const outside = await elite.checkout(elite.checkoutBody(cart, { points: cart.min_points, payment_details: card(TEST_CARDS.outsideBinRange) }));
    expect(outside.statusCode).toBe(400);
    expect(errorBody(outside)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please use a rewards credit card',
      errors: [{ field: 'payment_details.credit_card_number', message: 'Please use a rewards credit card' }],
    });
    const bad = await elite.checkout(
      elite.checkoutBody(cart, { points: cart.min_points, payment_details: { ...card('4512 3400 0000 0004'), expiry_year: 2001 } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).errors?.map((error) => error.field)).toEqual(['payment_details.credit_card_number', 'payment_details.expiry_month']);
    const missing = await elite.checkout(elite.checkoutBody(cart, { points: cart.min_points }));
    expect(errorBody(missing).errors).toEqual([{ field: 'payment_details', message: expect.stringContaining('is required') }]);
  });

  it('refuses a P.O. box, a rural route and an address outside Canada for merchandise (codes containing po_box / invalid_country)', async () => {
    const cart = await freshCart(elite, plain);
    for (const [address, code, field] of [
      [{ ...CANADIAN_ADDRESS, address1: 'PO Box 1234' }, 'SHIPPING_ADDRESS_PO_BOX', 'address.address1'],
      [{ ...CANADIAN_ADDRESS, address2: 'C.P. 1234' }, 'SHIPPING_ADDRESS_PO_BOX', 'address.address2'],
      [{ ...CANADIAN_ADDRESS, address2: 'Poste restante' }, 'SHIPPING_ADDRESS_PO_BOX', 'address.address2'],
      [{ ...CANADIAN_ADDRESS, address1: 'Boîte postale 9' }, 'SHIPPING_ADDRESS_PO_BOX', 'address.address1'],
      [{ ...CANADIAN_ADDRESS, address1: 'RR 2' }, 'SHIPPING_ADDRESS_PO_BOX_RURAL_ROUTE', 'address.address1'],
      [{ ...CANADIAN_ADDRESS, address2: 'Route rurale 3' }, 'SHIPPING_ADDRESS_PO_BOX_RURAL_ROUTE', 'address.address2'],
      [{ ...CANADIAN_ADDRESS, country: 'US', region_code: 'NY', postal_code: '10001' }, 'SHIPPING_ADDRESS_INVALID_COUNTRY', 'address.country'],
    ] as const) {
      const response = await elite.checkout(elite.checkoutBody(cart, { address }));
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBody(response).code).toBe(code);
      expect(errorBody(response).errors).toEqual([{ field, message: expect.stringContaining('Canadian street addresses only') }]);
    }
    // An address saved before the rule (written straight to the table) is refused on address_id.
    const { rows } = await t.db.pool.query<{ id: number }>(
      `INSERT INTO member_address (member_id, first_name, last_name, address1, city, region_code, postal_code, country, is_default)
       SELECT member_id, first_name, last_name, 'P.O. Box 77', city, region_code, postal_code, country, false
         FROM member_address WHERE member_id = (SELECT id FROM member WHERE user_account = 'elite') LIMIT 1 RETURNING id`,
    );
    const saved = await elite.checkout(elite.checkoutBody(cart, { address: undefined, address_id: rows[0]!.id }));
    expect(saved.statusCode, saved.body).toBe(400);
    expect(errorBody(saved)).toMatchObject({ code: 'SHIPPING_ADDRESS_PO_BOX', errors: [{ field: 'address_id' }] });
    await t.db.pool.query('DELETE FROM member_address WHERE id = $1', [rows[0]!.id]);
    const noAddress = await elite.checkout({ ...elite.checkoutBody(cart), address: undefined });
    expect(errorBody(noAddress).errors?.[0]?.field).toBe('address_id');
    expect(await ordersOfCart(cart.id)).toBe(0);
  });

  it('ships to an address of the member’s book; another member’s address is a 404', async () => {
    const cart = await freshCart(elite, plain);
    const { rows } = await t.db.pool.query<{ id: number; login: string }>(
      'SELECT a.id, m.user_account AS login FROM member_address a JOIN member m ON m.id = a.member_id ORDER BY a.id',
    );
    const marieAddress = rows.find((row) => row.login === 'marie')!.id;
    const eliteAddress = rows.find((row) => row.login === 'elite')!.id;
    const foreign = await elite.checkout({ ...elite.checkoutBody(cart), address: undefined, address_id: marieAddress });
    expect(foreign.statusCode).toBe(404);
    const own = await elite.checkout({ ...elite.checkoutBody(cart), address: undefined, address_id: eliteAddress });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('needs the programme rules consent', async () => {
    const cart = await freshCart(elite, plain);
    const response = await elite.checkout(elite.checkoutBody(cart, { consents: {} }));
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toMatchObject({ code: 'CONSENT_REQUIRED', errors: [{ field: 'consents.program_rules' }] });
  });

  it('refuses a cart under the cart minimum with the points it needs', async () => {
    await t.db.pool.query("UPDATE programme SET cart_minimum_points = 10000000 WHERE slug = 'demo'");
    try {
      const cart = await freshCart(elite, plain);
      const response = await elite.checkout(elite.checkoutBody(cart));
      expect(response.statusCode).toBe(422);
      expect(errorBody(response)).toMatchObject({ code: 'CART_MINIMUM_NOT_MET', data: { points: 10_000_000 } });
      expect(errorBody(response).message).toContain('You need a minimum of 10000000 points to checkout your shopping cart.');
    } finally {
      await t.db.pool.query("UPDATE programme SET cart_minimum_points = 1000 WHERE slug = 'demo'");
    }
  });

  it('answers 409 INSUFFICIENT_POINTS when the card has fewer points than the order needs', async () => {
    const cash = new Shopper(t.app, elite.token, await cardOf(t.db.pool, 'elite', 'cash'));
    const expensive = await productWhere(t.db.pool, "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points > 10000");
    const cart = await freshCart(cash, expensive);
    const response = await cash.checkout(cash.checkoutBody(cart));
    expect(response.statusCode).toBe(409);
    expect(errorBody(response)).toMatchObject({ code: 'INSUFFICIENT_POINTS', data: { balance: 9_120, required: cart.total } });
  });

  it('refuses a card that went on hold after its cart was filled (409 ACCOUNT_NOT_ACTIVE)', async () => {
    const { rows } = await t.db.pool.query<{ id: number }>(
      "SELECT a.id FROM account a JOIN account_member am ON am.account_id = a.id JOIN member m ON m.id = am.member_id WHERE m.user_account = 'onhold'",
    );
    const onhold = new Shopper(t.app, await login(t.app, 'onhold'), rows[0]!.id);
    // The cart was filled while the card was in good standing; the card went on hold before checkout.
    await t.db.pool.query("UPDATE account SET status = 'ACTIVE' WHERE id = $1", [onhold.accountId]);
    const cart = await onhold.add(plain);
    await t.db.pool.query("UPDATE account SET status = 'ON HOLD' WHERE id = $1", [onhold.accountId]);
    const response = await onhold.checkout(onhold.checkoutBody(cart));
    expect(response.statusCode).toBe(409);
    expect(errorBody(response).code).toBe('ACCOUNT_NOT_ACTIVE');
  });

  describe('Idempotency-Key', () => {
    it('is required (400 naming the header)', async () => {
      const cart = await freshCart(elite, plain);
      const response = await elite.request('POST', '/shoppingCart/checkout', elite.checkoutBody(cart));
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errors).toEqual([{ field: 'idempotency-key', message: 'is required' }]);
    });

    it('replays the first answer, and refuses the key with another body', async () => {
      const cart = await freshCart(elite, plain);
      const key = randomUUID();
      const first = await elite.checkout(elite.checkoutBody(cart), key);
      const again = await elite.checkout(elite.checkoutBody(cart), key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await ordersOfCart(cart.id)).toBe(1);
      const other = await elite.checkout(elite.checkoutBody(cart, { kount_session_id: 'other' }), key);
      expect(other.statusCode).toBe(422);
      expect(errorBody(other).code).toBe('IDEMPOTENCY_KEY_REUSED');
      const fresh = await elite.checkout(elite.checkoutBody(cart));
      expect(errorBody(fresh).code).toBe('CART_NOT_OPEN');
    });

    it('replays a refusal too', async () => {
      const cart = await freshCart(elite, splitPay);
      const key = randomUUID();
      const body = elite.checkoutBody(cart, { points: cart.min_points, payment_details: card(TEST_CARDS.declined) });
      const first = await elite.checkout(body, key);
      const again = await elite.checkout(body, key);
      expect(first.statusCode).toBe(402);
      expect(again.statusCode).toBe(402);
      expect(again.json()).toEqual(first.json());
    });
  });

  it('sends the confirmation email in the member’s language to the sandbox mailbox', async () => {
    const product = await productWhere(t.db.pool, "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 15000");
    const cart = await freshCart(marie, product);
    const response = await marie.checkout(marie.checkoutBody(cart));
    expect(response.statusCode, response.body).toBe(201);
    const { reference_identifier } = response.json<{ data: CheckoutResult }>().data;
    let message: { subject: string; text_body: string; to_address: string; locale: string } | undefined;
    for (let attempt = 0; attempt < 50 && !message; attempt += 1) {
      const { rows } = await t.db.pool.query('SELECT subject, text_body, to_address, locale FROM sandbox_mailbox_message WHERE subject LIKE $1', [
        `%${reference_identifier}%`,
      ]);
      message = rows[0];
      if (!message) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(message).toMatchObject({ subject: `Votre commande ${reference_identifier} est confirmée`, to_address: 'marie.tremblay@example.com', locale: 'fr-CA' });
    expect(message!.text_body).toContain('Numéro de confirmation');
    expect(message!.text_body).toContain('10 jours ouvrables');
    const page = await t.app.inject({ url: '/sandbox/mailbox?lang=fr' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Votre commande ${reference_identifier} est confirmée`);
    expect(page.body).toContain('lang="fr-CA"');
    const id = /\/sandbox\/mailbox\/(\d+)/.exec(page.body)![1];
    const one = await t.app.inject({ url: `/sandbox/mailbox/${id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('Numéro de confirmation');
    expect((await t.app.inject({ url: '/sandbox/mailbox/999999' })).statusCode).toBe(404);
  });

  it('answers the programme’s bin ranges', async () => {
    const response = await elite.request('GET', '/member/program/binrange');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { start: '451234', end: '451239', card_brand: 'visa' },
        { start: '54545400', end: '54545499', card_brand: 'mastercard' },
      ],
    });
  });

  it('refuses a read-only admin session (403 READ_ONLY_ACCESS) and another member’s cart (404)', async () => {
    const cart = await freshCart(elite, plain);
    const { token } = await loginAsSession(t.app, 'auditor', 'elite');
    const readOnly = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shoppingCart/checkout',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: elite.checkoutBody(cart),
    });
    expect(readOnly.statusCode).toBe(403);
    expect(errorBody(readOnly).code).toBe('READ_ONLY_ACCESS');
    const foreign = await marie.checkout({ ...elite.checkoutBody(cart), account_id: marie.accountId });
    expect(foreign.statusCode).toBe(404);
    expect(await ordersOfCart(cart.id)).toBe(0);
  });

  it('answers 400 field errors for bad input, never 500', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'shopping_cart_id'],
      [{ shopping_cart_id: 'x', account_id: 1, kount_session_id: 's' }, 'shopping_cart_id'],
      [{ shopping_cart_id: 1, account_id: 1, kount_session_id: 's', extra: 1 }, 'extra'],
      [{ shopping_cart_id: 1, account_id: 1, kount_session_id: 's', points: -1 }, 'points'],
      [{ shopping_cart_id: 1, account_id: 1, kount_session_id: 's', payment_details: { cvv: 'abc' } }, 'payment_details.first_name'],
    ];
    for (const [payload, field] of cases) {
      const response = await elite.checkout(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorBody(response).errors?.map((error) => error.field)).toContain(field);
    }
    const shortKey = await elite.checkout(elite.checkoutBody({ id: 1, requires_shipping: false } as Cart), 'short');
    expect(errorBody(shortKey).errors?.[0]?.field).toBe('idempotency-key');
  });
});
