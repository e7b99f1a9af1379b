import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { accountIdByReference } from './support/account-by-reference';
import { expectCardReadRefusals } from './support/card-read-refusals';
import { Shopper, ledgerSum } from './support/shop';
import { ManualClock, errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

const DAY_MS = 86_400_000;

interface Entry {
  id: number;
  posting_date: string;
  reason: string;
  words_key: string;
  description: string;
  reference: string | null;
  partner: string | null;
  points: number;
  status: 'pending' | 'posted';
  running_balance: number | null;
}

interface Statement {
  account_id: number;
  month: string;
  opening_balance: number;
  closing_balance: number;
  pending_points: number;
  posted_balance: number;
  card_balance: number;
  entries: Entry[];
  months: Array<{ month: string; earned: number; redeemed: number; closing_balance: number }>;
}

const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/**
 * The texts a PDF draws, one per text operation: its content streams inflated, each TJ array's hex strings joined
 * and read as the standard fonts' single-byte encoding (Latin-1 for every character these checks use).
 */
function pdfTexts(pdf: Buffer): string[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    try {
      return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  return [...streams.join('\n').matchAll(/\[([^\]]*)\] TJ/g)].map((operation) =>
    [...operation[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
  );
}

/** Posted lines carry the balance after each, from the opening balance to the closing one. */
function expectRunningBalance(statement: Statement): void {
  let running = statement.opening_balance;
  for (const entry of statement.entries.filter((candidate) => candidate.status === 'posted')) {
    running += entry.points;
    expect(entry.running_balance).toBe(running);
  }
  expect(statement.closing_balance).toBe(running);
}

/**
 * Issue 26 item 5, GET /member/account/{id}/points-statement (and .csv,
 * .pdf): a month's entries in words, pending versus posted, the running
 * balance and the twelve months of the chart, in both languages.
 */
describe("a card's points statement (GET /member/account/{id}/points-statement)", () => {
  const clock = new ManualClock();
  const t = useTestApp({ clock });
  const elite = useSignedInShopper(t, 'elite', 'elite');

  const statement = async (query = '', shopper = elite()) => {
    const response = await shopper.request('GET', `/member/account/${shopper.accountId}/points-statement${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Statement }>().data;
  };

  it('lists this month’s entries in words with a running balance, and twelve months of the balance', async () => {
    const now = clock.now();
    // The demo's newest order was placed an hour ago: its month (the current one but in a month's first hour).
    const ordered = monthOf(new Date(now.getTime() - 3_600_000));
    const data = await statement(ordered === monthOf(now) ? '' : `?month=${ordered}`);
    expect(data.account_id).toBe(elite().accountId);
    expect(data.month).toBe(ordered);
    expectRunningBalance(data);
    const order = data.entries.find((entry) => entry.reference === 'DEMO-ELITE-0001')!;
    expect(order).toMatchObject({ reason: 'order', words_key: 'order', description: 'Order DEMO-ELITE-0001', status: 'posted' });
    expect(order.points).toBeLessThan(0);
    expect(data.pending_points).toBe(0);
    expect(data.card_balance).toBe(await ledgerSum(t.db.pool, elite().accountId));
    expect(data.posted_balance).toBe(data.card_balance);

    expect(data.months).toHaveLength(12);
    expect(data.months.at(-1)).toMatchObject({ month: monthOf(now), closing_balance: data.posted_balance });
    expect(data.months.find((month) => month.month === ordered)!.closing_balance).toBe(data.closing_balance);
    for (const [index, month] of data.months.entries()) {
      if (index === 0) continue;
      expect(month.closing_balance).toBe(data.months[index - 1]!.closing_balance + month.earned - month.redeemed);
    }
  });

  it('names the seeded miles transfer by its airline, in the month it posted, in French too', async () => {
    // The demo transfer was placed 30 days ago and posted 7 days later.
    const posted = new Date(clock.now().getTime() - 23 * DAY_MS);
    const english = await statement(`?month=${monthOf(posted)}`);
    expectRunningBalance(english);
    expect(english.entries.find((entry) => entry.reference === 'DEMO-ELITE-0005')).toMatchObject({
      reason: 'miles_transfer',
      partner: 'Aeroplan',
      description: 'Transfer to Aeroplan, order DEMO-ELITE-0005',
      points: -12_000,
      status: 'posted',
    });
    const french = await statement(`?month=${monthOf(posted)}&locale=fr-CA`);
    expect(french.entries.find((entry) => entry.reference === 'DEMO-ELITE-0005')?.description).toBe('Transfert à Aeroplan, commande DEMO-ELITE-0005');
    expect(french.entries.map((entry) => entry.running_balance)).toEqual(english.entries.map((entry) => entry.running_balance));
  });

  it('downloads the month as CSV and PDF in the member’s language', async () => {
    const url = `/api/v1/member/account/${elite().accountId}/points-statement`;
    const english = await t.app.inject({ url: `${url}.csv`, headers: { authorization: `Bearer ${elite().token}` } });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(english.headers['content-disposition']).toMatch(/^attachment; filename="points-statement-ACC-1001-\d{4}-\d{2}\.csv"$/);
    const rows = english.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe('Date,Description,Points,Status,Balance');
    expect(rows.find((row) => row.includes('Order DEMO-ELITE-0001'))).toMatch(/^\d{4}-\d{2}-\d{2},Order DEMO-ELITE-0001,-\d+,Posted,\d+$/);

    const french = await t.app.inject({ url: `${url}.csv?locale=fr-CA`, headers: { authorization: `Bearer ${elite().token}` } });
    const frenchRows = french.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(frenchRows[0]).toBe('Date,Description,Points,Statut,Solde');
    expect(frenchRows.find((row) => row.includes('Commande DEMO-ELITE-0001'))).toMatch(/,Porté au compte,\d+$/);

    for (const [locale, header, row] of [
      ['en-CA', ['Date', 'Description', 'Points', 'Status', 'Balance'], ['Order DEMO-ELITE-0001', 'Posted']],
      ['fr-CA', ['Date', 'Description', 'Points', 'Statut', 'Solde'], ['Commande DEMO-ELITE-0001', 'Porté au compte']],
    ] as const) {
      const pdf = await t.app.inject({ url: `${url}.pdf?locale=${locale}`, headers: { authorization: `Bearer ${elite().token}` } });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/filename="points-statement-ACC-1001-\d{4}-\d{2}\.pdf"$/);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.rawPayload.toString('latin1')).toContain(`/Lang (${locale})`);
      const texts = pdfTexts(pdf.rawPayload);
      const headerAt = texts.indexOf(header[0]);
      expect(texts.slice(headerAt, headerAt + 5)).toEqual(header);
      expect(texts).toEqual(expect.arrayContaining([...row]));
    }
  });

  it('refuses a malformed or future month with a field error, for the files too', async () => {
    const next = new Date(clock.now().getTime() + 32 * DAY_MS);
    for (const [query, message] of [
      ['?month=2026-13', /YYYY-MM/],
      ['?month=november', /YYYY-MM/],
      [`?month=${monthOf(next)}`, /current month/],
    ] as const) {
      for (const suffix of ['', '.csv', '.pdf']) {
        const refused = await elite().request('GET', `/member/account/${elite().accountId}/points-statement${suffix}${query}`);
        expect(refused.statusCode).toBe(400);
        expect(errorBody(refused).errors).toEqual([{ field: 'month', message: expect.stringMatching(message) }]);
      }
    }
  });

  it('another member’s card is a 404, an id that is not a number a 400, a guest a 401, and a card the member only redeems on a 403', async () => {
    await expectCardReadRefusals(t, (card) => `/member/account/${card}/points-statement`);
    await expectCardReadRefusals(t, (card) => `/member/account/${card}/points-statement.csv`);
    await expectCardReadRefusals(t, (card) => `/member/account/${card}/points-statement.pdf`);
    // Alex redeems on Jordan's Platinum card: its statement is Jordan's to read.
    const platinum = await accountIdByReference(t.db.pool, 'ACC-1004');
    const refused = await elite().request('GET', `/member/account/${platinum}/points-statement`);
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).code).toBe('PRIMARY_CARDHOLDER_ONLY');
  });

  it('shows the Elite travel credit and a miles transfer as pending until they post, the card balance counting them', async () => {
    const before = await statement();
    const booked = await elite().request('POST', '/member/ascenda/checkout', { account_id: elite().accountId, offer_code: 'car-calgary' }, { 'idempotency-key': randomUUID() });
    expect(booked.statusCode, booked.body).toBe(201);
    const products = await elite().request(
      'GET',
      `/member/program/demo/external-redemption-product-group/travel-miles/external-redemption-product?account_id=${elite().accountId}`,
    );
    const [airline] = products.json<{ data: { products: Array<{ id: number; custom_fields: Array<{ id: number }> }> } }>().data.products;
    const transfer = await elite().request(
      'POST',
      '/member/external-redemption-product/checkout',
      {
        account_id: elite().accountId,
        consents: { program_rules: true, irreversible_redemption: true },
        external_redemption_product_id: airline!.id,
        investments: { fields: [{ id: airline!.custom_fields[0]!.id, value: '123456789' }], amount: 10_000 },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(transfer.statusCode, transfer.body).toBe(201);

    const pending = await statement();
    const lines = pending.entries.filter((entry) => entry.status === 'pending');
    expect(lines.map((entry) => [entry.reason, entry.points, entry.running_balance])).toEqual([
      ['travel_credit', 2_400, null],
      ['miles_transfer', -10_000, null],
    ]);
    expect(lines[0]!.description).toMatch(/^Elite travel credit, booking T/);
    expect(pending.pending_points).toBe(2_400 - 10_000);
    // The booking's own points posted at once; the pending entries move only the card balance.
    expect(pending.posted_balance).toBe(before.posted_balance - 12_000);
    expect(pending.card_balance).toBe(await ledgerSum(t.db.pool, elite().accountId));
    expect(pending.card_balance).toBe(pending.posted_balance + pending.pending_points);
    expectRunningBalance(pending);

    clock.advanceSeconds(8 * 86_400);
    const later = new Shopper(t.app, await login(t.app, 'elite'), elite().accountId);
    const posted = await statement(`?month=${monthOf(clock.now())}`, later);
    expect(posted.pending_points).toBe(0);
    expect(posted.posted_balance).toBe(posted.card_balance);
    expect(posted.entries.filter((entry) => entry.reason === 'travel_credit' || entry.reason === 'miles_transfer').every((entry) => entry.status === 'posted')).toBe(true);
  });
});
