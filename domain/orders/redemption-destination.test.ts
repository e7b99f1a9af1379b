import { describe, expect, it } from 'vitest';
import { lastFourOf, redemptionDestinationOf } from './redemption-destination.ts';

describe('redemptionDestinationOf (spec §3: what a redemption went to)', () => {
  it('a miles transfer names the airline, the masked flyer number, the miles and the reference, and has no account or cashed status', () => {
    expect(
      redemptionDestinationOf('miles_transfer', {
        airline: 'Aurora Air',
        flyer_number: '•••••6789',
        miles: 8000,
        rewards_reference_number: ' RR-123 ',
        last_four_digits: '4821',
        additional_status: 'cashed',
        additional_status_updated_at: '2026-01-02T03:04:05.000Z',
      }),
    ).toEqual({
      airline: 'Aurora Air',
      flyerNumber: '•••••6789',
      miles: 8000,
      accountLastFour: null,
      cashedStatus: null,
      cashedAt: null,
      rewardsReferenceNumber: 'RR-123',
    });
  });

  it('a statement credit is not cashed until the payload says cashed, with its date', () => {
    expect(redemptionDestinationOf('cash_back', { last_four_digits: '4821' })).toEqual({
      airline: null,
      flyerNumber: null,
      miles: null,
      accountLastFour: '4821',
      cashedStatus: 'not_cashed',
      cashedAt: null,
      rewardsReferenceNumber: null,
    });
    const cashed = redemptionDestinationOf('cash_back', { additional_status: 'Cashed', additional_status_updated_at: '2026-01-02T03:04:05.000Z' });
    expect(cashed?.cashedStatus).toBe('cashed');
    expect(cashed?.cashedAt?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(redemptionDestinationOf('cash_back', { additional_status: 'pending' })?.cashedStatus).toBe('not_cashed');
  });

  it('a direct deposit keeps the four digits typed; a financial reward the end of its masked account number', () => {
    expect(redemptionDestinationOf('direct_deposit', { last_four_digits: '1234' })?.accountLastFour).toBe('1234');
    expect(redemptionDestinationOf('direct_deposit', { last_four_digits: '•••••1234' })?.accountLastFour).toBe('1234');
    expect(redemptionDestinationOf('financial_reward', { account_number: '•••4567' })?.accountLastFour).toBe('4567');
    expect(redemptionDestinationOf('financial_reward', { account_number: '•••4567' })?.cashedStatus).toBe('not_cashed');
  });

  it('a date that does not parse is left out, not shown as an invalid date', () => {
    const item = redemptionDestinationOf('direct_deposit', { additional_status: 'cashed', additional_status_updated_at: 'yesterday' });
    expect(item?.cashedStatus).toBe('cashed');
    expect(item?.cashedAt).toBeNull();
  });

  it('miles that are not a whole number, and blank texts, are left out', () => {
    const item = redemptionDestinationOf('miles_transfer', { miles: 12.5, airline: '  ', flyer_number: 7 });
    expect(item).toMatchObject({ miles: null, airline: null, flyerNumber: null });
    expect(redemptionDestinationOf('miles_transfer', { miles: '100' })?.miles).toBeNull();
  });

  it('merchandise, gift cards, donations and travel went nowhere of the member’s: null', () => {
    for (const kind of ['merchandise', 'egiftcard', 'giftcard', 'charitable_donation', 'flight', 'hotel']) {
      expect(redemptionDestinationOf(kind, { airline: 'Aurora Air', last_four_digits: '1234' })).toBeNull();
    }
  });
});

describe('lastFourOf', () => {
  it('keeps the last four letters or digits, ignoring the mask and separators', () => {
    expect(lastFourOf('•••••MA1234567')).toBe('4567');
    expect(lastFourOf('12-34')).toBe('1234');
    expect(lastFourOf('AB12')).toBe('AB12');
  });

  it('is null with fewer than four, or for anything but text', () => {
    expect(lastFourOf('•••123')).toBeNull();
    expect(lastFourOf('')).toBeNull();
    expect(lastFourOf(1234)).toBeNull();
    expect(lastFourOf(null)).toBeNull();
  });
});
