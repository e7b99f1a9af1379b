import { describe, expect, it } from 'vitest';
import { LOADING_BAR } from './loading-bar.ts';

describe('LOADING_BAR', () => {
  it('holds the spec timings: 5 s, throttle 200 ms, hide after 500 ms, minimum fetch delay 200 ms', () => {
    expect(LOADING_BAR).toEqual({ durationMs: 5000, throttleMs: 200, hideAfterMs: 500, minimumFetchDelayMs: 200 });
  });
});
