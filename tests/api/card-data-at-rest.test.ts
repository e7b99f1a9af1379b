import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BILLING_ADDRESS, productWhere, type CheckoutResult } from './support/shop';
import { signedInShopper } from './support/signed-in-shopper';
import { type TestApp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/** A card of the programme's bin ranges (Luhn-valid) that no seed or other test uses, as a member types it. */
const CARD_AS_TYPED = '4512 3698 7654 3218';
const CARD_DIGITS = '4512369876543218';
const CVV = '749';

/** Every unkeyed digest an attacker would try of `secret`, in the encodings a database or a log would hold. */
function unkeyedHashes(secret: string): string[] {
  return ['md5', 'sha1', 'sha256', 'sha512'].flatMap((algorithm) => {
    const digest = createHash(algorithm).update(secret).digest();
    return [digest.toString('hex'), digest.toString('base64')];
  });
}

/**
 * PCI DSS 3.3/3.5 (issue 22): a split-pay order's card number, CVV and
 * expiry are handed to the processor and kept nowhere: not in any table of
 * the database (the Idempotency-Key's request hash, the stored answer, the
 * payment intent, the processor's books), not hashed without a key, not in
 * the log. Only the last four digits and the card type remain.
 */
describe('card data at rest', () => {
  const logLines: string[] = [];
  const t = useTestApp({ logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } } });

  it('a split-pay order leaves no card number, CVV or expiry, nor any unkeyed hash of them, in the database dump or the log', async () => {
    const shopper = await signedInShopper(t, 'elite', 'premier_world');
    await t.db.pool.query("INSERT INTO point_ledger_entry (account_id, entry_type, points, description) VALUES ($1, 'earn', 100000, 'test top-up')", [
      shopper.accountId,
    ]);
    const product = await productWhere(t.db.pool, "c.slug = 'merchandise' AND p.has_splitpay AND p.min_percentage_points = 80 AND p.price_points < 45000");
    const cart = await shopper.add(product);
    const body = shopper.checkoutBody(cart, {
      points: cart.min_points,
      payment_details: { first_name: 'Alex', last_name: 'Martin', credit_card_number: CARD_AS_TYPED, expiry_month: 7, expiry_year: 2093, cvv: CVV, card_type: 'visa', billing_address: BILLING_ADDRESS },
    });
    const key = randomUUID();
    const placed = await shopper.checkout(body, key);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await shopper.checkout(body, key)).body).toBe(placed.body);
    const { order } = placed.json<{ data: CheckoutResult }>().data;
    expect(order.payment_transactions).toEqual([expect.objectContaining({ kind: 'charge', masked_card_number: '•••• 3218' })]);

    const dump = await databaseDump(t);
    const log = logLines.join('');
    // What the key's request hash was before: SHA-256 of the body with the card in it, found by hashing guesses of the card.
    const oldRequestHash = createHash('sha256').update(JSON.stringify(['POST', '/api/v1/shoppingCart/checkout', body])).digest('hex');
    const forbidden = [
      CARD_DIGITS,
      CARD_AS_TYPED,
      oldRequestHash,
      ...unkeyedHashes(CARD_DIGITS),
      ...unkeyedHashes(CARD_AS_TYPED),
      ...unkeyedHashes(CVV),
      ...unkeyedHashes(`${CARD_DIGITS}${CVV}`),
      '"cvv"',
      '"expiry_month"',
      '"expiry_year"',
      '"credit_card_number"',
    ];
    for (const value of forbidden) {
      expect(dump.includes(value), `database holds ${value}`).toBe(false);
      expect(log.includes(value), `log holds ${value}`).toBe(false);
    }
    // The CVV and expiry as values next to their own names, in any spelling a JSON or a log line would use.
    expect(dump).not.toMatch(new RegExp(`cvv\\W{1,4}${CVV}`, 'i'));
    // The expiry year as a value of its own (`2093`, `"2093"`, `07/2093`, `2093-07`), not four digits inside a
    // timestamp's microseconds or a random salt, which made this test fail by chance (02:09:38.702093 did).
    const expiryYear = /(?<![0-9A-Za-z_.])2093(?![0-9A-Za-z_])/;
    expect(dump).not.toMatch(expiryYear);
    expect(log).not.toMatch(expiryYear);
    expect(`{"expiry_year":2093}|07/2093|2093-07`.split('|').every((stored) => expiryYear.test(stored))).toBe(true);
    // What is kept: the last four digits and the type, on the intent that charged the card.
    const { rows } = await t.db.pool.query('SELECT card_last_four, card_brand, status FROM payment_intent WHERE order_id = $1', [order.id]);
    expect(rows).toEqual([{ card_last_four: '3218', card_brand: 'visa', status: 'captured' }]);
    // The log did record the order being placed (the search above looked at something).
    expect(log).toContain('/api/v1/shoppingCart/checkout');
  });
});

/** Every row of every table of the database, as text: what a dump of it would hold. */
async function databaseDump(t: TestApp): Promise<string> {
  const { rows: tables } = await t.db.pool.query<{ name: string }>(
    "SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['public.idempotency_record', 'public.payment_intent', 'public.payment_transaction']));
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await t.db.pool.query<{ text: string | null }>(`SELECT string_agg(to_jsonb(row_of)::text, E'\\n') AS text FROM ${name} AS row_of`);
    parts.push(rows[0]?.text ?? '');
  }
  return parts.join('\n');
}
