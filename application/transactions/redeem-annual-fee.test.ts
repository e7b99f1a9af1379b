import { describe, expect, it } from 'vitest';
import { READ_ONLY, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeTransactionGateway, anAnnualFee } from '../../tests/fakes/fake-transaction-gateway';
import { RecordingFileSaver } from '../../tests/fakes/recording-file-saver';
import { SequentialIdempotencyKeys } from '../../tests/fakes/sequential-idempotency-keys';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { DownloadTransactions } from './download-transactions';
import { RedeemAnnualFee } from './redeem-annual-fee';
import { transactions } from './transaction-store';
import { QueryStore } from '../context/query-store';

const DAY_MS = 86_400_000;

function setUp() {
  const context = shopperContext('member');
  const fee = anAnnualFee('card-7', new Date(context.clock.now().getTime() - 30 * DAY_MS));
  const gateway = new FakeTransactionGateway(context.clock, new Map([[101, [fee]]]));
  gateway.balances.set(101, 152_300);
  const store = new QueryStore(transactions(context.context, gateway, context.errors));
  const keys = new SequentialIdempotencyKeys();
  const redeem = new RedeemAnnualFee(gateway, keys, context.accounts, store, context.notifications, context.errors);
  return { ...context, fee, gateway, store, redeem };
}

describe('RedeemAnnualFee (spec §1, §8, §9 annual-fee eraser)', () => {
  it('debits the fee’s points, shows them in the balance and says so with points, cash, fee and currency', async () => {
    const { redeem, fee, gateway, accounts, store, shown } = setUp();
    store.show({ view: 'redeemable', dateFilter: 'all', page: 1 });
    await settle();
    const outcome = await redeem.execute({ fee, locale: 'fr-CA' });
    expect(outcome).toMatchObject({ outcome: 'redeemed', receipt: { points: 15_000, cashCents: 15_000, balance: 137_300 } });
    expect(gateway.eraserRequests).toEqual([{ accountId: 101, cardTransactionId: 7, locale: 'fr-CA', idempotencyKey: 'key-0001' }]);
    expect(accounts.snapshot.pooledBalance).toBe(137_300);
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'success',
        title: { key: 'transactions.eraser.successTitle' },
        description: {
          key: 'transactions.eraser.success',
          params: { points: '15\u00a0000\u00a0pts', cash: '150,00\u00a0$', description: 'Annual fee: Elite card', currency: 'Points' },
        },
      }),
    ]);
    await settle();
    expect(gateway.listRequests).toHaveLength(2);
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: { transactions: [{ redeemableStatus: 'redeemed' }] } });
  });

  it('retries an attempt that got no answer with the same key, and makes a new key once answered', async () => {
    const { redeem, fee, gateway } = setUp();
    gateway.eraserFailure = UNAVAILABLE;
    await redeem.execute({ fee, locale: 'en-CA' });
    await redeem.execute({ fee, locale: 'en-CA' });
    gateway.eraserFailure = null;
    await redeem.execute({ fee, locale: 'en-CA' });
    await redeem.execute({ fee, locale: 'en-CA' });
    expect(gateway.eraserRequests.map((request) => request.idempotencyKey)).toEqual(['key-0001', 'key-0001', 'key-0001', 'key-0002']);
  });

  it('ignores a second press while the first is under way', async () => {
    const { redeem, fee, gateway } = setUp();
    const [first, second] = await Promise.all([redeem.execute({ fee, locale: 'en-CA' }), redeem.execute({ fee, locale: 'en-CA' })]);
    expect(first.outcome).toBe('redeemed');
    expect(second).toEqual({ outcome: 'busy' });
    expect(gateway.eraserRequests).toHaveLength(1);
  });

  it('says so when the card lacks the points, and when the fee can no longer be redeemed (reloading the list)', async () => {
    const { redeem, fee, gateway, store, shown } = setUp();
    store.show({ view: 'redeemable', dateFilter: 'all', page: 1 });
    await settle();
    gateway.balances.set(101, 100);
    expect(await redeem.execute({ fee, locale: 'en-CA' })).toEqual({ outcome: 'failed', reason: 'insufficient-points' });
    gateway.eraserFailure = { reason: 'not-redeemable' };
    expect(await redeem.execute({ fee, locale: 'en-CA' })).toEqual({ outcome: 'failed', reason: 'not-redeemable' });
    await settle();
    expect(shown().map((notice) => [notice.kind, notice.title.key, notice.description.key])).toEqual([
      ['danger', 'transactions.eraser.insufficient-pointsTitle', 'transactions.eraser.insufficient-points'],
      ['danger', 'transactions.eraser.not-redeemableTitle', 'transactions.eraser.not-redeemable'],
    ]);
    expect(gateway.listRequests).toHaveLength(2);
  });

  it('tells a read-only admin, reports other failures, and shows nothing for a refused session', async () => {
    const { redeem, fee, gateway, shown, errors } = setUp();
    gateway.eraserFailure = READ_ONLY;
    await redeem.execute({ fee, locale: 'en-CA' });
    gateway.eraserFailure = UNAUTHORIZED;
    await redeem.execute({ fee, locale: 'en-CA' });
    gateway.eraserFailure = UNAVAILABLE;
    await redeem.execute({ fee, locale: 'en-CA' });
    expect(shown().map((notice) => notice.title.key)).toEqual(['readOnly.noticeTitle', 'transactions.eraser.failedTitle']);
    expect(errors.reports).toHaveLength(1);
  });

  it('sends nothing without a card or for a transaction that is not the card’s', async () => {
    const { redeem, fee, gateway, accounts } = setUp();
    expect(await redeem.execute({ fee: { ...fee, cardTransactionId: null }, locale: 'en-CA' })).toEqual({
      outcome: 'failed',
      reason: 'not-found',
    });
    accounts.reset();
    expect(await redeem.execute({ fee, locale: 'en-CA' })).toEqual({ outcome: 'failed', reason: 'not-found' });
    expect(gateway.eraserRequests).toEqual([]);
  });
});

describe('DownloadTransactions (spec §7 download)', () => {
  function download() {
    const context = setUp();
    const files = new RecordingFileSaver();
    return {
      ...context,
      files,
      use: new DownloadTransactions(context.gateway, files, context.accounts, context.notifications, context.errors),
    };
  }

  it('hands the active card’s CSV file for the tab and filter shown to the member', async () => {
    const { use, files, gateway } = download();
    expect(await use.execute({ view: 'redeemable', dateFilter: '90', locale: 'fr-CA' })).toBe('downloaded');
    expect(gateway.downloadRequests).toEqual([{ accountId: 101, view: 'redeemable', dateFilter: '90', locale: 'fr-CA' }]);
    expect(files.saved).toEqual([expect.objectContaining({ name: 'transactions-ACC-101.csv', type: 'text/csv;charset=utf-8' })]);
    expect(files.saved[0]!.content.split('\r\n')[0]).toBe('Date de comptabilisation,Description,Points,Référence');
  });

  it('says when the file could not be had, and reports it', async () => {
    const { use, files, gateway, shown, errors } = download();
    gateway.failure = UNAVAILABLE;
    expect(await use.execute({ view: 'all', dateFilter: 'all', locale: 'en-CA' })).toBe('failed');
    expect(files.saved).toEqual([]);
    expect(shown()[0]).toMatchObject({ kind: 'danger', description: { key: 'transactions.notice.downloadFailed' } });
    expect(errors.reports).toHaveLength(1);
    gateway.failure = UNAUTHORIZED;
    await use.execute({ view: 'all', dateFilter: 'all', locale: 'en-CA' });
    expect(shown()).toHaveLength(1);
  });

  it('asks nothing without a card', async () => {
    const { use, gateway, accounts } = download();
    accounts.reset();
    expect(await use.execute({ view: 'all', dateFilter: 'all', locale: 'en-CA' })).toBe('failed');
    expect(gateway.downloadRequests).toEqual([]);
  });
});
