import type { RedemptionGateway } from '@application/ports/redemption-gateway';
import { pointValue, pointValueOfMiles, pointValueOfRate } from '@rewards-storefront/domain/points/value-per-point';
import { expect, it } from 'vitest';

export interface RedemptionContractSetup {
  readonly gateway: RedemptionGateway;
  /** The member's Elite card, with many points. */
  readonly eliteAccountId: number;
  /** The member's Cash Rewards card (no miles, 9,120 points at most). */
  readonly cashAccountId: number;
  /** A card of another member. */
  readonly othersAccountId: number;
  /** A financial reward that needs verification (7-digit accounts) and one that does not. */
  readonly verifiedRewardId: number;
  readonly plainRewardId: number;
  readonly freshKey: () => string;
}

/** What every RedemptionGateway must do (spec §5, §6, §7 external and financial redemption; decisions §8). */
export function redemptionGatewayContract(makeSetup: () => Promise<RedemptionContractSetup>): void {
  it('lists each group’s products and says miles are not for a Cash Rewards card', async () => {
    const setup = await makeSetup();
    const products = async (group: 'cash-back' | 'direct-deposit' | 'travel-miles', accountId: number) => {
      const result = await setup.gateway.products({ group, accountId, locale: 'en-CA' });
      if (!result.ok) throw new Error(result.detail);
      return result.products;
    };
    expect((await products('cash-back', setup.eliteAccountId))[0]).toMatchObject({ kind: 'cash_back', minPoints: 2_500, fields: [] });
    expect((await products('direct-deposit', setup.eliteAccountId))[0]!.fields).toEqual([
      expect.objectContaining({ code: 'last_four_digits', pattern: '[0-9]{4}' }),
    ]);
    const miles = await products('travel-miles', setup.eliteAccountId);
    expect(miles.length).toBeGreaterThanOrEqual(3);
    expect(
      miles.every((product) => product.kind === 'miles_transfer' && product.isAllowed && product.fields[0]?.code === 'account_number'),
    ).toBe(true);
    expect((await products('travel-miles', setup.cashAccountId)).every((product) => !product.isAllowed)).toBe(true);
    expect(await setup.gateway.products({ group: 'cash-back', accountId: setup.othersAccountId, locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });

  it('a direct deposit debits once per key and answers the confirmation; a reused key is refused', async () => {
    const setup = await makeSetup();
    const list = await setup.gateway.products({ group: 'direct-deposit', accountId: setup.eliteAccountId, locale: 'en-CA' });
    if (!list.ok) throw new Error(list.detail);
    const product = list.products[0]!;
    const key = setup.freshKey();
    const request = {
      accountId: setup.eliteAccountId,
      productId: product.id,
      points: 2_500,
      fields: [{ id: product.fields[0]!.id, value: '4821' }],
      locale: 'en-CA' as const,
    };
    const first = await setup.gateway.redeem({ ...request, idempotencyKey: key });
    if (!first.ok) throw new Error(first.detail);
    expect(first.receipt).toMatchObject({
      kind: 'direct_deposit',
      points: 2_500,
      cashCents: 2_500,
      miles: null,
      maskedAccountNumber: '•••••4821',
    });
    expect(await setup.gateway.redeem({ ...request, idempotencyKey: key })).toEqual(first);
    expect(await setup.gateway.redeem({ ...request, points: 2_600, idempotencyKey: key })).toMatchObject({
      ok: false,
      reason: 'key-reused',
    });
    const invalid = await setup.gateway.redeem({
      ...request,
      fields: [{ id: product.fields[0]!.id, value: '48' }],
      idempotencyKey: setup.freshKey(),
    });
    expect(invalid).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('miles: an invalid partner account is named, a Cash Rewards card is refused, and a card short of points is told so', async () => {
    const setup = await makeSetup();
    const list = await setup.gateway.products({ group: 'travel-miles', accountId: setup.eliteAccountId, locale: 'en-CA' });
    if (!list.ok) throw new Error(list.detail);
    const airline = list.products[0]!;
    const invalid = await setup.gateway.redeem({
      accountId: setup.eliteAccountId,
      productId: airline.id,
      points: 2_000,
      fields: [{ id: airline.fields[0]!.id, value: 'x' }],
      locale: 'en-CA',
      idempotencyKey: setup.freshKey(),
    });
    expect(
      invalid.ok === false &&
        invalid.reason === 'invalid' &&
        invalid.fieldErrors.some((error) => error.message === `Invalid ${airline.partnerName} account number`),
    ).toBe(true);
    expect(
      await setup.gateway.redeem({
        accountId: setup.cashAccountId,
        productId: airline.id,
        points: 2_000,
        fields: [],
        locale: 'en-CA',
        idempotencyKey: setup.freshKey(),
      }),
    ).toMatchObject({ ok: false, reason: 'card-not-eligible' });
    const cashBack = await setup.gateway.products({ group: 'cash-back', accountId: setup.cashAccountId, locale: 'en-CA' });
    if (!cashBack.ok) throw new Error(cashBack.detail);
    expect(
      await setup.gateway.redeem({
        accountId: setup.cashAccountId,
        productId: cashBack.products[0]!.id,
        points: 900_000,
        fields: [],
        locale: 'en-CA',
        idempotencyKey: setup.freshKey(),
      }),
    ).toMatchObject({ ok: false, reason: 'insufficient-points' });
  });

  it('a financial reward that needs it is redeemed only into a verified account; a number the partner does not know is refused', async () => {
    const setup = await makeSetup();
    const redeem = (verificationId: number | null, accountNumber = '1234567', productId = setup.verifiedRewardId) =>
      setup.gateway.redeemFinancialReward({
        accountId: setup.eliteAccountId,
        productId,
        points: 2_500,
        accountNumber,
        verificationId,
        locale: 'en-CA',
        idempotencyKey: setup.freshKey(),
      });
    expect(await redeem(null)).toMatchObject({ ok: false, reason: 'verification-required' });
    expect(
      await setup.gateway.verifyFinancialAccount({
        accountId: setup.eliteAccountId,
        productId: setup.verifiedRewardId,
        accountNumber: '12',
      }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(
      await setup.gateway.verifyFinancialAccount({
        accountId: setup.eliteAccountId,
        productId: setup.verifiedRewardId,
        accountNumber: '1230000',
      }),
    ).toMatchObject({
      ok: false,
      reason: 'account-not-verified',
    });
    const verified = await setup.gateway.verifyFinancialAccount({
      accountId: setup.eliteAccountId,
      productId: setup.verifiedRewardId,
      accountNumber: '1234567',
    });
    if (!verified.ok) throw new Error(verified.detail);
    expect(verified.maskedAccountNumber).toBe('•••4567');
    const done = await redeem(verified.verificationId);
    expect(done).toMatchObject({ ok: true, receipt: { kind: 'financial_reward', points: 2_500, cashCents: 2_500 } });
    expect(await redeem(null, '55512345', setup.plainRewardId)).toMatchObject({ ok: true });
  });

  it('gives a travel token with the partner’s page and the vacation site of each language', async () => {
    const setup = await makeSetup();
    const result = await setup.gateway.travelToken(setup.eliteAccountId);
    expect(result).toMatchObject({
      ok: true,
      travelUrl: expect.any(String),
      vacationUrls: { 'en-CA': expect.any(String), 'fr-CA': expect.any(String) },
    });
    expect(await setup.gateway.travelToken(setup.othersAccountId)).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('answers the card’s points-to-dollar ratio (one point is one cent) and nothing for another member’s card', async () => {
    const setup = await makeSetup();
    expect(await setup.gateway.cardRatio(setup.eliteAccountId)).toEqual({ ok: true, conversionRate: 0.01 });
    expect(await setup.gateway.cardRatio(setup.othersAccountId)).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('what a point is worth: cash back one cent, every cash way the card’s rate, miles only where the card may transfer them', async () => {
    const setup = await makeSetup();
    const elite = await setup.gateway.redemptionValues(setup.eliteAccountId);
    if (!elite.ok) throw new Error(elite.detail);
    expect(elite.cashBack).toEqual(pointValueOfRate(0.01));
    expect(elite.mileValueHundredthsOfCent).toBe(150);
    const kinds = new Set(elite.ways.map((way) => way.kind));
    expect([...kinds].sort()).toEqual(['annual_fee_eraser', 'cash_back', 'direct_deposit', 'financial_reward', 'gift_card', 'merchandise', 'miles', 'pay_with_rewards']);
    expect(elite.ways.find((way) => way.slug === 'maple-airways')).toMatchObject({
      kind: 'miles',
      value: pointValueOfMiles(1, 150),
      name: { 'en-CA': 'Maple Airways miles', 'fr-CA': 'Milles Maple Airways' },
    });
    expect(elite.ways.find((way) => way.kind === 'gift_card')?.value).toEqual(pointValue(2_500, 2_250));
    expect(elite.ways.find((way) => way.kind === 'cash_back')).toMatchObject({ slug: 'cash-back', name: null });
    const cash = await setup.gateway.redemptionValues(setup.cashAccountId);
    expect(cash.ok && cash.ways.some((way) => way.kind === 'miles')).toBe(false);
    expect(await setup.gateway.redemptionValues(setup.othersAccountId)).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('travel partner calls: the partner named in both languages, a trip quoted and booked once per key, refusals named', async () => {
    const setup = await makeSetup();
    expect(await setup.gateway.travelPartner()).toMatchObject({
      ok: true,
      partner: { name: { 'en-CA': 'Demo Travel', 'fr-CA': 'Voyages Démo' }, travelUrl: expect.any(String), eliteBonusPercent: 20 },
    });
    const validation = await setup.gateway.validateTravelBooking({ accountId: setup.eliteAccountId, offerCode: 'hotel-quebec', locale: 'en-CA' });
    expect(validation).toMatchObject({
      ok: true,
      refusal: null,
      quote: { offerCode: 'hotel-quebec', itemName: 'Hotel in Québec City, 2 nights', productType: 'hotel', origin: null, points: 24_000, bonusPoints: 4_800 },
    });
    if (!validation.ok) return;
    expect(validation.quote.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const key = setup.freshKey();
    const booking = { accountId: setup.eliteAccountId, offerCode: 'hotel-quebec', locale: 'en-CA' as const, idempotencyKey: key };
    const booked = await setup.gateway.checkoutTravelBooking(booking);
    expect(booked).toMatchObject({ ok: true, reference: expect.any(String), balance: validation.balance - 24_000 + 4_800, quote: { points: 24_000 } });
    expect(await setup.gateway.checkoutTravelBooking(booking)).toEqual(booked);
    expect(await setup.gateway.checkoutTravelBooking({ ...booking, offerCode: 'flight-yul-yvr' })).toMatchObject({ ok: false, reason: 'key-reused' });

    expect(await setup.gateway.validateTravelBooking({ accountId: setup.cashAccountId, offerCode: 'flight-yul-yvr', locale: 'en-CA' })).toMatchObject({
      ok: true,
      refusal: 'insufficient-points',
      quote: { bonusPoints: 0 },
    });
    expect(
      await setup.gateway.checkoutTravelBooking({ accountId: setup.cashAccountId, offerCode: 'flight-yul-yvr', locale: 'en-CA', idempotencyKey: setup.freshKey() }),
    ).toMatchObject({ ok: false, reason: 'insufficient-points' });
    expect(await setup.gateway.validateTravelBooking({ accountId: setup.eliteAccountId, offerCode: 'moon-base', locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'unknown-offer',
    });
    expect(await setup.gateway.validateTravelBooking({ accountId: setup.othersAccountId, offerCode: 'hotel-quebec', locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
  });
}
