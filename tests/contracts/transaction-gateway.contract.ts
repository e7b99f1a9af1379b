import type { TransactionGateway } from '@application/ports/transaction-gateway';
import { expect, it } from 'vitest';
import { cardAccessContract, type CardAccessSetup } from './card-access.contract';

export interface TransactionContractSetup extends CardAccessSetup {
  readonly gateway: TransactionGateway;
  /** A card the member holds as primary, with enough points to erase `redeemableFeeId`. */
  readonly accountId: number;
  /** An annual fee of that card posted within 90 days, not erased. */
  readonly redeemableFeeId: number;
  /** An annual fee of that card posted more than 90 days but less than a year ago. */
  readonly expiredFeeId: number;
  /** A new Idempotency-Key. */
  readonly freshKey: () => string;
}

/** What every TransactionGateway must do (spec §3 transaction, §4, §7, §8 annual-fee eraser, §9 filters; decisions §8). */
export function transactionGatewayContract(makeSetup: () => Promise<TransactionContractSetup>): void {
  const list = async (setup: TransactionContractSetup, view: 'all' | 'redeemable', dateFilter: '7' | '90' | 'all' = 'all') => {
    const result = await setup.gateway.list({ accountId: setup.accountId, view, dateFilter, page: 1, locale: 'en-CA' });
    if (!result.ok) throw new Error(`the list failed: ${result.detail}`);
    return result.page;
  };

  it('lists the card’s transactions newest first; the Annual Fee Eraser tab holds its annual fees alone, each with its status', async () => {
    const setup = await makeSetup();
    const all = await list(setup, 'all');
    const posted = all.transactions.map((transaction) => transaction.postedAt.getTime());
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
    expect(all.page).toBe(1);
    expect(all.count).toBeGreaterThanOrEqual(all.transactions.length);
    const fees = (await list(setup, 'redeemable')).transactions;
    expect(fees.every((transaction) => transaction.action === 'annual_fee')).toBe(true);
    expect(fees.find((fee) => fee.cardTransactionId === setup.redeemableFeeId)).toMatchObject({
      redeemableStatus: 'redeemable',
      eraserPoints: expect.any(Number),
    });
    expect(fees.find((fee) => fee.cardTransactionId === setup.expiredFeeId)?.redeemableStatus).toBe('expired');
  });

  it('a narrower date filter never holds more', async () => {
    const setup = await makeSetup();
    const [week, quarter, all] = [await list(setup, 'all', '7'), await list(setup, 'all', '90'), await list(setup, 'all', 'all')];
    expect(week.count).toBeLessThanOrEqual(quarter.count);
    expect(quarter.count).toBeLessThanOrEqual(all.count);
  });

  it('downloads a CSV file of the card in the language asked', async () => {
    const setup = await makeSetup();
    const download = async (locale: 'en-CA' | 'fr-CA') => {
      const result = await setup.gateway.download({ accountId: setup.accountId, view: 'redeemable', dateFilter: 'all', locale });
      if (!result.ok) throw new Error(`the download failed: ${result.detail}`);
      return result.file;
    };
    const [english, french] = [await download('en-CA'), await download('fr-CA')];
    expect(english.name).toMatch(/\.csv$/);
    expect(english.type).toMatch(/^text\/csv/);
    expect(english.content.split('\r\n')[0]).not.toBe(french.content.split('\r\n')[0]);
  });

  it('erases a fee once: the same key replays the receipt, a new attempt is refused, an expired fee is refused', async () => {
    const setup = await makeSetup();
    const key = setup.freshKey();
    const erase = (feeId: number, idempotencyKey: string) =>
      setup.gateway.eraseAnnualFee({ accountId: setup.accountId, cardTransactionId: feeId, locale: 'en-CA', idempotencyKey });
    const first = await erase(setup.redeemableFeeId, key);
    if (!first.ok) throw new Error(`the eraser failed: ${first.detail}`);
    expect(first.receipt.points).toBeGreaterThan(0);
    expect(first.receipt.cashCents).toBeGreaterThan(0);
    expect(await erase(setup.redeemableFeeId, key)).toEqual(first);
    expect(await erase(setup.redeemableFeeId, setup.freshKey())).toMatchObject({ ok: false, reason: 'not-redeemable' });
    expect(await erase(setup.expiredFeeId, setup.freshKey())).toMatchObject({ ok: false, reason: 'not-redeemable' });
    expect(await erase(setup.expiredFeeId, key)).toMatchObject({ ok: false, reason: 'key-reused' });
    const fees = (await list(setup, 'redeemable')).transactions;
    expect(fees.find((fee) => fee.cardTransactionId === setup.redeemableFeeId)?.redeemableStatus).toBe('redeemed');
  });

  cardAccessContract(makeSetup, (setup, accountId) => [
    () => setup.gateway.list({ accountId, view: 'all', dateFilter: 'all', page: 1, locale: 'en-CA' }),
    () => setup.gateway.download({ accountId, view: 'all', dateFilter: 'all', locale: 'en-CA' }),
    () => setup.gateway.eraseAnnualFee({ accountId, cardTransactionId: setup.redeemableFeeId, locale: 'en-CA', idempotencyKey: setup.freshKey() }),
  ]);
}
