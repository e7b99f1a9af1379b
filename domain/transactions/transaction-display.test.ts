import { describe, expect, it } from 'vitest';
import { TRANSACTION_ACTIONS, transactionActionKey, transactionStatusDisplay } from './transaction-display.ts';

const POSTED = new Date('2026-01-10T05:00:00.000Z');
const DEADLINE = new Date('2026-04-10T05:00:00.000Z');
const REDEEMED_AT = new Date('2026-02-01T12:00:00.000Z');

describe('transaction display (spec §3, §4)', () => {
  it('names every known action by its key, and an unknown one generically', () => {
    for (const action of TRANSACTION_ACTIONS) expect(transactionActionKey(action)).toBe(`transactions.action.${action}`);
    expect(TRANSACTION_ACTIONS).toContain('annual_fee_eraser');
    expect(transactionActionKey('lottery')).toBe('transactions.action.other');
  });

  it('shows a redeemable fee with its deadline, and lets the eraser redeem it', () => {
    expect(transactionStatusDisplay({ redeemableStatus: 'redeemable', postedAt: POSTED, redeemedAt: null })).toEqual({
      status: 'redeemable',
      labelKey: 'transactions.status.redeemable',
      detailKey: 'transactions.statusDetail.redeemable',
      date: DEADLINE,
      canRedeem: true,
    });
  });

  it.each([
    {
      what: 'a redeemed fee with the day it was redeemed',
      redeemableStatus: 'redeemed',
      shown: { labelKey: 'transactions.status.redeemed', detailKey: 'transactions.statusDetail.redeemed', date: REDEEMED_AT, canRedeem: false },
    },
    {
      what: 'an expired fee with the day it expired, not redeemable',
      redeemableStatus: 'expired',
      shown: { status: 'expired', detailKey: 'transactions.statusDetail.expired', date: DEADLINE, canRedeem: false },
    },
  ] as const)('shows $what', ({ redeemableStatus, shown }) => {
    expect(transactionStatusDisplay({ redeemableStatus, postedAt: POSTED, redeemedAt: REDEEMED_AT })).toMatchObject(shown);
  });

  it('shows a redeemed fee with its deadline when the day it was redeemed is not known', () => {
    expect(transactionStatusDisplay({ redeemableStatus: 'redeemed', postedAt: POSTED, redeemedAt: null })?.date).toEqual(DEADLINE);
  });

  it('shows no status for a transaction the eraser does not concern', () => {
    expect(transactionStatusDisplay({ redeemableStatus: null, postedAt: POSTED, redeemedAt: null })).toBeNull();
  });
});
