import { describe, expect, it } from 'vitest';
import { UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeRedemptionGateway } from '../../tests/fakes/fake-redemption-gateway';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { CardRatios } from './card-ratios';

describe('CardRatios (spec §7 GET /member/account/{id}/ratio, kept per card)', () => {
  it('asks each card once and keeps its ratio', async () => {
    const gateway = new FakeRedemptionGateway();
    gateway.ratios.set(102, 0.0125);
    const ratios = new CardRatios(gateway, new RecordingErrorReporter());
    expect(await Promise.all([ratios.rateOf(101), ratios.rateOf(101)])).toEqual([0.01, 0.01]);
    expect(await ratios.rateOf(102)).toBe(0.0125);
    expect(await ratios.rateOf(101)).toBe(0.01);
    expect(gateway.ratioRequests).toBe(2);
  });

  it('a failure gives null, is reported unless it is the session’s, and is asked again next time', async () => {
    const gateway = new FakeRedemptionGateway();
    const errors = new RecordingErrorReporter();
    const ratios = new CardRatios(gateway, errors);
    gateway.failure = UNAVAILABLE;
    expect(await ratios.rateOf(101)).toBeNull();
    expect(errors.reports).toHaveLength(1);
    gateway.failure = UNAUTHORIZED;
    expect(await ratios.rateOf(101)).toBeNull();
    expect(errors.reports).toHaveLength(1);
    gateway.failure = null;
    expect(await ratios.rateOf(101)).toBe(0.01);
    expect(gateway.ratioRequests).toBe(3);
  });
});
