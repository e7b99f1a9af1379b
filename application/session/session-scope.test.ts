import { describe, expect, it } from 'vitest';
import { SessionScope } from './session-scope';

const aState = () => {
  const state = { cleared: 0, clear: () => void state.cleared++ };
  return state;
};

describe('SessionScope', () => {
  it('holds the state it starts with and what is added later, in order', () => {
    const first = aState();
    const later = aState();
    const scope = new SessionScope([first]);

    expect(scope.hold(later)).toBe(later);

    expect([...scope]).toEqual([first, later]);
  });

  it('copies its starting list, so the caller’s array is never changed', () => {
    const initial = [aState()];
    new SessionScope(initial).hold(aState());
    expect(initial).toHaveLength(1);
  });

  it('starts empty without a list', () => {
    expect([...new SessionScope()]).toEqual([]);
  });
});
