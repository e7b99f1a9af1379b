import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { describe, expect, it } from 'vitest';
import type { LocaleMemory } from '../ports/locale-memory';
import { LocaleStore } from './locale-store';
import { RememberLocale } from './remember-locale';

class RecordingLocaleMemory implements LocaleMemory {
  readonly written: Locale[] = [];

  constructor(private kept: Locale | null = null) {}

  remembered(): Locale | null {
    return this.kept;
  }

  remember(locale: Locale): void {
    this.written.push(locale);
    this.kept = locale;
  }
}

describe('RememberLocale (spec §9: the chosen language is kept in a 365-day cookie)', () => {
  it('remembers each language the visitor switches to', () => {
    const locales = new LocaleStore('en-CA');
    const memory = new RecordingLocaleMemory();
    const remembering = new RememberLocale(locales, memory).execute();
    locales.changed('fr-CA');
    locales.changed('fr-CA');
    locales.changed('en-CA');
    expect(memory.written).toEqual(['fr-CA', 'en-CA']);
    remembering.unsubscribe();
  });

  it('leaves the remembered language alone on the first page, whose language is the link’s', () => {
    const locales = new LocaleStore('en-CA');
    const memory = new RecordingLocaleMemory('fr-CA');
    const remembering = new RememberLocale(locales, memory).execute();
    expect(memory.written).toEqual([]);
    expect(memory.remembered()).toBe('fr-CA');
    remembering.unsubscribe();
  });

  it('stops remembering once stopped', () => {
    const locales = new LocaleStore('fr-CA');
    const memory = new RecordingLocaleMemory();
    new RememberLocale(locales, memory).execute().unsubscribe();
    locales.changed('en-CA');
    expect(memory.written).toEqual([]);
  });
});
