import { LOADING_BAR } from '@rewards-storefront/domain/loading/loading-bar';
import { describe, expect, it } from 'vitest';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { LoadingBar, type LoadingBarState } from './loading-bar';
import { NetworkActivityStore } from './network-activity-store';

function setUp() {
  const time = virtualTime();
  const network = new NetworkActivityStore();
  const bar = new LoadingBar(network, time.scheduler);
  const seen: LoadingBarState[] = [];
  bar.state$.subscribe((state) => seen.push(state));
  const running = bar.start();
  return { ...time, network, bar, seen, running, latest: () => seen.at(-1) };
}

describe('LoadingBar (spec §4, §9: 5 s, throttle 200 ms, hide after 500 ms, minimum fetch delay 200 ms)', () => {
  it('shows nothing for a navigation whose data is there at once', async () => {
    const { bar, runUntil, seen } = setUp();
    bar.navigated();
    await runUntil(2_000);
    expect(seen.every((state) => !state.visible)).toBe(true);
  });

  it('appears after the throttle while calls run, finishes when they end, and hides 500 ms later', async () => {
    const { bar, network, runUntil, latest } = setUp();
    bar.navigated();
    network.started();
    await runUntil(LOADING_BAR.throttleMs - 1);
    expect(latest()?.visible).toBe(false);
    await runUntil(LOADING_BAR.throttleMs);
    expect(latest()?.visible).toBe(true);
    await runUntil(1_000);
    expect(latest()?.progress).toBeLessThan(100);
    network.finished();
    await runUntil(1_000 + LOADING_BAR.minimumFetchDelayMs);
    expect(latest()).toEqual({ visible: true, progress: 100 });
    await runUntil(1_000 + LOADING_BAR.minimumFetchDelayMs + LOADING_BAR.hideAfterMs);
    expect(latest()).toEqual({ visible: false, progress: 0 });
  });

  it('finishes after the 5 s duration even when a call never ends', async () => {
    const { bar, network, runUntil, latest } = setUp();
    bar.navigated();
    network.started();
    await runUntil(LOADING_BAR.durationMs - 1);
    expect(latest()?.progress).toBeLessThanOrEqual(90);
    await runUntil(LOADING_BAR.durationMs);
    expect(latest()).toEqual({ visible: true, progress: 100 });
  });

  it('waits the minimum fetch delay, so calls a page starts a moment later still count', async () => {
    const { bar, network, runUntil, latest } = setUp();
    bar.navigated();
    await runUntil(100);
    network.started();
    await runUntil(600);
    expect(latest()?.visible).toBe(true);
  });
});
