import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { BrowserIdleTimer, type ActivityChannel } from './browser-idle-timer';

/** Another tab's side of the channel: what this tab posted, and a way to send to it. */
class FakeOtherTabs extends EventTarget implements ActivityChannel {
  readonly posted: unknown[] = [];

  postMessage(message: unknown): void {
    this.posted.push(message);
  }

  send(data: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

function setUp() {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const otherTabs = new FakeOtherTabs();
  const timer = new BrowserIdleTimer({ window, document, otherTabs }, scheduler, 1_000);
  let count = 0;
  const origins: string[] = [];
  const subscription = timer.activity$.subscribe((origin) => {
    count += 1;
    origins.push(origin);
  });
  const advanceTo = (frame: number) => {
    scheduler.schedule(() => undefined, frame - scheduler.now());
    scheduler.maxFrames = frame;
    scheduler.flush();
  };
  return { window, document, otherTabs, timer, subscription, advanceTo, count: () => count, origins };
}

describe('BrowserIdleTimer', () => {
  it('says whether the activity was in this tab or another one', () => {
    const { window, otherTabs, origins, subscription } = setUp();
    window.dispatchEvent(new Event('keydown'));
    otherTabs.send('activity');
    expect(origins).toEqual(['this-tab', 'other-tab']);
    subscription.unsubscribe();
  });

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
    const { window, otherTabs, count, subscription } = setUp();
    subscription.unsubscribe();
    window.dispatchEvent(new Event('keydown'));
    otherTabs.send('activity');
    expect(count()).toBe(0);
    expect(otherTabs.posted).toEqual([]);
  });

  it('tells the other tabs of each burst of this tab, once', () => {
    const { window, otherTabs, advanceTo, subscription } = setUp();
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('keydown'));
    expect(otherTabs.posted).toEqual(['activity']);
    advanceTo(1_000);
    window.dispatchEvent(new Event('scroll'));
    expect(otherTabs.posted).toEqual(['activity', 'activity']);
    subscription.unsubscribe();
  });

  it('counts activity in another tab, without posting it back, and ignores other messages', () => {
    const { otherTabs, count, subscription } = setUp();
    otherTabs.send('activity');
    otherTabs.send('activity');
    expect(count()).toBe(2);
    otherTabs.send('something-else');
    expect(count()).toBe(2);
    expect(otherTabs.posted).toEqual([]);
    subscription.unsubscribe();
  });

  it('counts only its own tab where the browser has no channel', () => {
    const scheduler = new TestScheduler(() => undefined);
    const window = new EventTarget();
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    let count = 0;
    const subscription = new BrowserIdleTimer({ window, document }, scheduler).activity$.subscribe(() => (count += 1));
    window.dispatchEvent(new Event('keydown'));
    expect(count).toBe(1);
    subscription.unsubscribe();
  });
});
