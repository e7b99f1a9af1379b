import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, numberFormat } from './intl-formats';

describe('Intl formatters and collators are made once per locale and options', () => {
  it('answers the same number format for the same locale and options, another for other ones', () => {
    expect(numberFormat('fr-CA')).toBe(numberFormat('fr-CA'));
    expect(numberFormat('fr-CA', {})).toBe(numberFormat('fr-CA'));
    expect(numberFormat('fr-CA', { maximumFractionDigits: 0 })).toBe(numberFormat('fr-CA', { maximumFractionDigits: 0 }));
    expect(numberFormat('fr-CA', { maximumFractionDigits: 0 })).not.toBe(numberFormat('fr-CA'));
    expect(numberFormat('en-CA')).not.toBe(numberFormat('fr-CA'));
  });

  it('formats as a new Intl.NumberFormat of the same locale and options would', () => {
    expect(numberFormat('fr-CA').format(1234567.5)).toBe(new Intl.NumberFormat('fr-CA').format(1234567.5));
    expect(numberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(12.5)).toBe('$12.50');
    expect(numberFormat('en-CA', { minimumFractionDigits: 2 }).resolvedOptions().minimumFractionDigits).toBe(2);
  });

  it('answers the same date format for the same options, and keeps their time zone', () => {
    const utc = dateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', hourCycle: 'h23' });
    expect(dateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', hourCycle: 'h23' })).toBe(utc);
    const toronto = dateTimeFormat('en-US', { timeZone: 'America/Toronto', hour: 'numeric', hourCycle: 'h23' });
    expect(toronto).not.toBe(utc);
    const noon = new Date('2026-11-28T12:00:00Z');
    expect(utc.format(noon)).toBe('12');
    expect(toronto.format(noon)).toBe('07');
    expect(dateTimeFormat('fr-CA')).not.toBe(dateTimeFormat('en-CA'));
    expect(dateTimeFormat('fr-CA')).toBe(dateTimeFormat('fr-CA', {}));
  });

  it('answers the same collator for the same options, comparing as its options say', () => {
    const accents = collator('en-CA', { sensitivity: 'accent' });
    expect(collator('en-CA', { sensitivity: 'accent' })).toBe(accents);
    expect(collator('en-CA', { sensitivity: 'base' })).not.toBe(accents);
    expect(collator('fr-CA', { sensitivity: 'accent' })).not.toBe(accents);
    expect(collator('en-CA')).toBe(collator('en-CA', {}));
    expect(accents.compare('electro', 'ELECTRO')).toBe(0);
    expect(accents.compare('Électro', 'Electro')).not.toBe(0);
    expect(collator('en-CA', { sensitivity: 'base' }).compare('Électro', 'electro')).toBe(0);
  });

  it('keeps each kind apart: a number format is never answered for a date format or a collator', () => {
    expect(numberFormat('de-CH')).toBeInstanceOf(Intl.NumberFormat);
    expect(dateTimeFormat('de-CH')).toBeInstanceOf(Intl.DateTimeFormat);
    expect(collator('de-CH')).toBeInstanceOf(Intl.Collator);
  });
});
