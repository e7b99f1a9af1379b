import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, shouldReloadAfterChunkFailure } from './chunk-reload.ts';

const now = new Date('2026-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('isChunkLoadError', () => {
  it('recognises the messages of each browser and bundler', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://store.example/assets/shop-page-abc123.js',
      'error loading dynamically imported module: https://store.example/assets/shop-page-abc123.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/shop-page-abc123.css',
      'Loading chunk 12 failed.',
      'Loading CSS chunk shop-page failed. (/assets/shop.css)',
      'ChunkLoadError: Loading chunk 3 failed.',
    ]) {
      expect(isChunkLoadError(message)).toBe(true);
    }
  });

  it('ignores letter case', () => {
    expect(isChunkLoadError('FAILED TO FETCH DYNAMICALLY IMPORTED MODULE')).toBe(true);
  });

  it('does not reload for other errors', () => {
    for (const message of [
      '',
      'Failed to fetch',
      'Network request failed',
      "Cannot read properties of undefined (reading 'map')",
      'Loading chunk failed',
      'Loading the chunk 3 failed',
    ]) {
      expect(isChunkLoadError(message)).toBe(false);
    }
  });
});

describe('shouldReloadAfterChunkFailure', () => {
  it('reloads at most once a minute (spec §8)', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
  });

  it('reloads when the page was never reloaded for this', () => {
    expect(shouldReloadAfterChunkFailure(null, now)).toBe(true);
  });

  it('does not reload again within a minute', () => {
    expect(shouldReloadAfterChunkFailure(now, now)).toBe(false);
    expect(shouldReloadAfterChunkFailure(ago(59_999), now)).toBe(false);
  });

  it('reloads again a minute or more later', () => {
    expect(shouldReloadAfterChunkFailure(ago(60_000), now)).toBe(true);
    expect(shouldReloadAfterChunkFailure(ago(3_600_000), now)).toBe(true);
  });

  it('is not blocked for ever by a reload time far in the future', () => {
    expect(shouldReloadAfterChunkFailure(ago(-59_999), now)).toBe(false);
    expect(shouldReloadAfterChunkFailure(ago(-60_000), now)).toBe(true);
  });

  it('reloads when the stored time is invalid', () => {
    expect(shouldReloadAfterChunkFailure(new Date(Number.NaN), now)).toBe(true);
  });

  it('refuses a reload exactly within a minute either side of the last one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * CHUNK_RELOAD_INTERVAL_MS, max: 3 * CHUNK_RELOAD_INTERVAL_MS }), (elapsed) => {
        expect(shouldReloadAfterChunkFailure(ago(elapsed), now)).toBe(Math.abs(elapsed) >= CHUNK_RELOAD_INTERVAL_MS);
      }),
    );
  });
});
