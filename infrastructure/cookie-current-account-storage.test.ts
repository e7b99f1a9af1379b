// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MemorySlot } from '../tests/fakes/memory-slot';
import { RecordingCookieJar as RecordingJar, REFUSING_COOKIE_JAR } from '../tests/fakes/recording-cookie-jar';
import { CookieCurrentAccountStorage } from './cookie-current-account-storage';

describe('CookieCurrentAccountStorage (the chosen card, readable by the server that renders the first screen)', () => {
  it('keeps the chosen card in the 365-day cookie, Secure on an https page', () => {
    const jar = new RecordingJar();
    const storage = new CookieCurrentAccountStorage(jar, true, new MemorySlot<number>());
    storage.write(42);
    expect(jar.writes).toEqual(['rewards_card=42; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
    expect(storage.read()).toBe(42);
  });

  it('reads the card among other cookies, and none from a value that is not a card id', () => {
    expect(new CookieCurrentAccountStorage(new RecordingJar('locale=fr-CA; rewards_card=7'), false, new MemorySlot<number>()).read()).toBe(7);
    expect(new CookieCurrentAccountStorage(new RecordingJar('rewards_card=x'), false, new MemorySlot<number>()).read()).toBeNull();
  });

  it('moves a choice an earlier release kept in localStorage into the cookie, once', () => {
    const jar = new RecordingJar();
    const earlier = new MemorySlot(9);
    const storage = new CookieCurrentAccountStorage(jar, false, earlier);
    expect(storage.read()).toBe(9);
    expect(jar.writes).toEqual(['rewards_card=9; Max-Age=31536000; Path=/; SameSite=Lax']);
    expect(earlier.stored).toBeNull();
    expect(storage.read()).toBe(9);
    expect(jar.writes).toHaveLength(1);
  });

  it('prefers the cookie over an earlier choice', () => {
    const earlier = new MemorySlot(9);
    expect(new CookieCurrentAccountStorage(new RecordingJar('rewards_card=3'), false, earlier).read()).toBe(3);
    expect(earlier.stored).toBe(9);
  });

  it('forgets the card in both places when cleared', () => {
    const jar = new RecordingJar('rewards_card=3');
    const earlier = new MemorySlot(9);
    const storage = new CookieCurrentAccountStorage(jar, false, earlier);
    storage.clear();
    expect(jar.writes).toEqual(['rewards_card=; Max-Age=0; Path=/; SameSite=Lax']);
    expect(earlier.stored).toBeNull();
    expect(storage.read()).toBeNull();
  });

  it('keeps nothing, quietly, where the document refuses cookies', () => {
    const refusing = REFUSING_COOKIE_JAR;
    const storage = new CookieCurrentAccountStorage(refusing, false, new MemorySlot<number>());
    expect(() => storage.write(4)).not.toThrow();
    expect(storage.read()).toBeNull();
    expect(() => storage.clear()).not.toThrow();
  });
});
