// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { RecordingCookieJar as RecordingJar, REFUSING_COOKIE_JAR } from '../tests/fakes/recording-cookie-jar';
import { CookieLocaleMemory } from './cookie-locale-memory';

describe('CookieLocaleMemory', () => {
  it('writes the 365-day locale cookie, Secure on an https page', () => {
    const jar = new RecordingJar();
    new CookieLocaleMemory(jar, true).remember('fr-CA');
    expect(jar.writes).toEqual(['locale=fr-CA; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
  });

  it('reads back what it wrote, among other cookies', () => {
    const jar = new RecordingJar('theme=dark; locale=fr-CA');
    const memory = new CookieLocaleMemory(jar, false);
    expect(memory.remembered()).toBe('fr-CA');
    memory.remember('en-CA');
    expect(jar.writes).toEqual(['locale=en-CA; Max-Age=31536000; Path=/; SameSite=Lax']);
    expect(memory.remembered()).toBe('en-CA');
  });

  it('forgets quietly where the document refuses cookies', () => {
    const refusing = REFUSING_COOKIE_JAR;
    const memory = new CookieLocaleMemory(refusing, false);
    expect(memory.remembered()).toBeNull();
    expect(() => memory.remember('fr-CA')).not.toThrow();
  });

  it('works on a real document', () => {
    const memory = new CookieLocaleMemory(document, false);
    memory.remember('fr-CA');
    expect(document.cookie).toContain('locale=fr-CA');
    expect(memory.remembered()).toBe('fr-CA');
  });
});
