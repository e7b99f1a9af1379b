import { describe, expect, it } from 'vitest';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { RecoverFromChunkFailure } from './recover-from-chunk-failure';

const CHUNK_ERROR = 'Failed to fetch dynamically imported module: https://store.example/assets/shop-page-abc.js';

function setUp() {
  const clock = new FixedClock('2026-03-01T12:00:00.000Z');
  const storage = new MemorySlot<Date>();
  return { clock, storage, recover: new RecoverFromChunkFailure(storage, clock) };
}

describe('RecoverFromChunkFailure (spec §8: one page reload per minute)', () => {
  it('reloads after a chunk failure and records when', () => {
    const { recover, storage } = setUp();
    expect(recover.execute({ message: CHUNK_ERROR })).toBe('reload');
    expect(storage.stored).toEqual(new Date('2026-03-01T12:00:00.000Z'));
  });

  it('shows the error instead of reloading again within the minute', () => {
    const { recover, clock } = setUp();
    recover.execute({ message: CHUNK_ERROR });
    clock.advanceBy(59_999);
    expect(recover.execute({ message: CHUNK_ERROR })).toBe('show-error');
    clock.advanceBy(1);
    expect(recover.execute({ message: CHUNK_ERROR })).toBe('reload');
  });

  it('shows any other error', () => {
    const { recover, storage } = setUp();
    expect(recover.execute({ message: 'Cannot read properties of undefined' })).toBe('show-error');
    expect(storage.stored).toBeNull();
  });
});
