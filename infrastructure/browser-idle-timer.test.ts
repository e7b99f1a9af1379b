import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { BrowserIdleTimer } from './browser-idle-timer';

function setUp() {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const timer = new BrowserIdleTimer({ window, document }, scheduler, 1_000);
  let count = 0;
  const subscription = timer.activity$.subscribe(() => (count += 1));
  const advanceTo = (frame: number) => {
    scheduler.schedule(() => undefined, frame - scheduler.now());
    scheduler.maxFrames = frame;
    scheduler.flush();
  };
  return { window, document, timer, subscription, advanceTo, count: () => count };
}

describe('BrowserIdleTimer', () => {
  it.each(['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'])('counts %s as activity', (type) => {
    const { window, count, subscription } = setUp();
    window.dispatchEvent(new Event(type));
    expect(count()).toBe(1);
    subscription.unsubscribe();
  });

  it('counts coming back to the tab, not leaving it', () => {
    const { document, count, subscription } = setUp();
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(count()).toBe(0);
    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(count()).toBe(1);
    subscription.unsubscribe();
  });

  it('counts a burst once, from its first event', () => {
    const { window, count, advanceTo, subscription } = setUp();
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('pointermove'));
    advanceTo(999);
    window.dispatchEvent(new Event('keydown'));
    expect(count()).toBe(1);
    advanceTo(1_000);
    window.dispatchEvent(new Event('keydown'));
    expect(count()).toBe(2);
    subscription.unsubscribe();
  });

  it('stops listening when nobody watches', () => {
    const { window, count, subscription } = setUp();
    subscription.unsubscribe();
    window.dispatchEvent(new Event('keydown'));
    expect(count()).toBe(0);
  });
});
