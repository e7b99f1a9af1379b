import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MILES_CARD_TYPES, MILES_NOT_ALLOWED_KEY, canTransferMiles, milesAmountProblem, milesFor } from './miles-transfer.ts';

describe('Rewards for Miles (spec §5, §6)', () => {
  it('is only for Elite or Premier World cards', () => {
    expect(MILES_CARD_TYPES).toEqual(['elite', 'premier_world']);
    expect(MILES_NOT_ALLOWED_KEY).toBe('miles.notAllowed');
    expect(canTransferMiles('elite')).toBe(true);
    expect(canTransferMiles('premier_world')).toBe(true);
    expect(canTransferMiles('advance')).toBe(false);
    expect(canTransferMiles('premier')).toBe(false);
  });

  it('transfers more than 1 point, whole ones', () => {
    expect(milesAmountProblem(null)).toBe('required');
    expect(milesAmountProblem(Number.NaN)).toBe('required');
    expect(milesAmountProblem(1)).toBe('too-small');
    expect(milesAmountProblem(0)).toBe('too-small');
    expect(milesAmountProblem(2.5)).toBe('too-small');
    expect(milesAmountProblem(2)).toBeNull();
  });

  it('gives whole miles, rounded down', () => {
    expect(milesFor(10_000, 0.8)).toBe(8_000);
    expect(milesFor(12_345, 0.8)).toBe(9_876);
    expect(milesFor(3, 0.1)).toBe(0);
    expect(milesFor(29, 0.01)).toBe(0);
    expect(milesFor(100, 0.29)).toBe(29);
    expect(milesFor(5, 1.25)).toBe(6);
  });

  it('never gives fewer miles for more points', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.constantFrom(0.5, 0.8, 1, 1.25),
        (points, more, rate) => {
          expect(milesFor(points + more, rate)).toBeGreaterThanOrEqual(milesFor(points, rate));
          expect(milesFor(points, rate)).toBeLessThanOrEqual(points * rate + 1e-9);
        },
      ),
    );
  });
});
