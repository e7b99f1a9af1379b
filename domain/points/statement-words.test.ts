import { describe, expect, it } from 'vitest';
import { STATEMENT_REASONS } from './statement-reason.ts';
import { statementWordsKey } from './statement-words.ts';

const none = { reference: null, partner: null, detail: null };
const all = { reference: 'DEMO-ELITE-0005', partner: 'Aeroplan', detail: 'Metro' };

describe('statementWordsKey', () => {
  it('names the values a reason’s words need when all are known', () => {
    for (const reason of STATEMENT_REASONS) expect(statementWordsKey(reason, all)).toBe(reason);
    expect(statementWordsKey('order', { ...none, reference: 'R-1' })).toBe('order');
    expect(statementWordsKey('earned', { ...none, detail: 'Metro' })).toBe('earned');
    expect(statementWordsKey('eraser', { ...none, detail: 'Annual fee' })).toBe('eraser');
    expect(statementWordsKey('pay_with_rewards', { ...none, detail: 'Metro' })).toBe('pay_with_rewards');
    expect(statementWordsKey('travel_credit', { ...none, reference: 'T-1' })).toBe('travel_credit');
    expect(statementWordsKey('travel_credit_reversal', { ...none, reference: 'T-1' })).toBe('travel_credit_reversal');
    expect(statementWordsKey('refund', { ...none, reference: 'R-1' })).toBe('refund');
  });

  it('falls back to the plain words when one is missing; reasons that name nothing never do', () => {
    expect(statementWordsKey('miles_transfer', { ...all, partner: null })).toBe('miles_transfer_plain');
    expect(statementWordsKey('miles_transfer', { ...all, reference: null })).toBe('miles_transfer_plain');
    expect(statementWordsKey('order', { ...all, reference: null })).toBe('order_plain');
    expect(statementWordsKey('earned', { ...all, detail: null })).toBe('earned_plain');
    expect(statementWordsKey('eraser', none)).toBe('eraser_plain');
    expect(statementWordsKey('pay_with_rewards', none)).toBe('pay_with_rewards_plain');
    expect(statementWordsKey('travel_credit', none)).toBe('travel_credit_plain');
    expect(statementWordsKey('travel_credit_reversal', none)).toBe('travel_credit_reversal_plain');
    expect(statementWordsKey('refund', none)).toBe('refund_plain');
    expect(statementWordsKey('bonus', none)).toBe('bonus');
    expect(statementWordsKey('expiry', none)).toBe('expiry');
    expect(statementWordsKey('adjustment', none)).toBe('adjustment');
  });
});
