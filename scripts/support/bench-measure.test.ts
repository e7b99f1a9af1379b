import { describe, expect, it } from 'vitest';
import { medianOf, type Measured } from './bench-measure';

const run = (perSecond: number, cpuMicros: number | null, failures = 0): Measured => ({
  name: 'route',
  perSecond,
  p50: perSecond / 100,
  p99: perSecond / 10,
  failures,
  cpuMicros,
});

describe('a route measured in rounds is reported by the median of each figure', () => {
  it('one slow round does not decide: the middle of three, the mean of the middle two of four', () => {
    expect(medianOf([run(1_000, 900), run(3_000, 300), run(2_000, 450)])).toEqual({
      name: 'route',
      perSecond: 2_000,
      p50: 20,
      p99: 200,
      failures: 0,
      cpuMicros: 450,
    });
    expect(medianOf([run(1_000, 100), run(4_000, 400), run(2_000, 200), run(3_000, 300)]).perSecond).toBe(2_500);
  });

  it('adds up the failures of every round, and has no CPU figure when a round had none', () => {
    expect(medianOf([run(1, 1, 2), run(1, null, 3), run(1, 1)])).toMatchObject({ failures: 5, cpuMicros: null });
  });
});
