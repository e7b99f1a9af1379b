import { describe, expect, it } from 'vitest';
import { STATEMENT_REASONS, statementReason, type LedgerEntryCause } from './statement-reason.ts';

const cause = (entryType: string, sourceType: string | null = null, orderKind: string | null = null): LedgerEntryCause => ({
  entryType,
  sourceType,
  orderKind,
});

describe('statementReason', () => {
  it('names purchases, bonuses and the Elite travel credit and its reversal', () => {
    expect(statementReason(cause('earn', 'card_transaction'))).toBe('earned');
    expect(statementReason(cause('earn', 'travel_bonus'))).toBe('earned');
    expect(statementReason(cause('bonus', null))).toBe('bonus');
    expect(statementReason(cause('bonus', 'demo_seed'))).toBe('bonus');
    expect(statementReason(cause('bonus', 'travel_bonus'))).toBe('travel_credit');
    expect(statementReason(cause('transfer_in', 'travel_bonus'))).toBe('bonus');
    expect(statementReason(cause('reversal', 'travel_bonus'))).toBe('travel_credit_reversal');
    expect(statementReason(cause('reversal', 'redemption_order'))).toBe('adjustment');
  });

  it('names each debit by what it paid for', () => {
    expect(statementReason(cause('redeem', 'annual_fee_eraser'))).toBe('eraser');
    expect(statementReason(cause('redeem', 'pay_with_rewards'))).toBe('pay_with_rewards');
    expect(statementReason(cause('redeem', 'redemption_order', 'miles_transfer'))).toBe('miles_transfer');
    expect(statementReason(cause('redeem', 'redemption_order', 'merchandise'))).toBe('order');
    expect(statementReason(cause('redeem', 'redemption_order', null))).toBe('order');
    expect(statementReason(cause('redeem', 'annual_fee_eraser', 'miles_transfer'))).toBe('eraser');
    expect(statementReason(cause('redeem', 'pay_with_rewards', 'miles_transfer'))).toBe('pay_with_rewards');
    expect(statementReason(cause('transfer_out', null))).toBe('miles_transfer');
  });

  it('names refunds, expiries, adjustments, and an unknown type as an adjustment', () => {
    expect(statementReason(cause('refund', 'redemption_order', 'miles_transfer'))).toBe('refund');
    expect(statementReason(cause('expire'))).toBe('expiry');
    expect(statementReason(cause('adjustment'))).toBe('adjustment');
    expect(statementReason(cause('something-new', 'travel_bonus'))).toBe('adjustment');
  });

  it('lists every reason once, each a reason the rule answers', () => {
    expect(STATEMENT_REASONS).toHaveLength(11);
    expect(new Set(STATEMENT_REASONS).size).toBe(11);
    expect(STATEMENT_REASONS[0]).toBe('earned');
    expect(STATEMENT_REASONS.at(-1)).toBe('adjustment');
    expect(STATEMENT_REASONS).toContain(statementReason(cause('redeem', 'redemption_order', 'miles_transfer')));
  });
});
