import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canConfirmSwitch, canSwitchCard } from './card-switch.ts';

describe('canSwitchCard', () => {
  it('allows switching only with more than one account', () => {
    expect(canSwitchCard([])).toBe(false);
    expect(canSwitchCard([{ id: 1 }])).toBe(false);
    expect(canSwitchCard([{ id: 1 }, { id: 2 }])).toBe(true);
    expect(canSwitchCard([1, 2, 3])).toBe(true);
  });
});

describe('canConfirmSwitch', () => {
  it('confirms only a chosen card that is not the current one', () => {
    expect(canConfirmSwitch(1, 2)).toBe(true);
    expect(canConfirmSwitch(1, 1)).toBe(false);
    expect(canConfirmSwitch(null, 2)).toBe(true);
    expect(canConfirmSwitch(undefined, 2)).toBe(true);
  });

  it('never confirms without a choice', () => {
    expect(canConfirmSwitch(1, null)).toBe(false);
    expect(canConfirmSwitch(1, undefined)).toBe(false);
    expect(canConfirmSwitch(null, null)).toBe(false);
    expect(canConfirmSwitch(undefined, undefined)).toBe(false);
    expect(canConfirmSwitch(null, undefined)).toBe(false);
  });

  it('confirms exactly when a different card is chosen', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(5)), fc.option(fc.nat(5)), (currentId, chosenId) => {
        expect(canConfirmSwitch(currentId, chosenId)).toBe(chosenId !== null && chosenId !== currentId);
      }),
    );
  });
});
