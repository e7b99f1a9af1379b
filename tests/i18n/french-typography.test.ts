import { formatDate, formatDateTime, formatLongDate, formatTime } from '@rewards-storefront/domain/format/format-date';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatCount, formatNumber } from '@rewards-storefront/domain/format/format-number';
import { formatBalance, formatPoints } from '@rewards-storefront/domain/format/format-points';
import { frenchTypographyBreaches } from '@rewards-storefront/domain/locale/french-typography';
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../fakes/translations';

type Messages = { readonly [key: string]: string | Messages };

/** Every text of a catalogue as "a.b.c" → text. */
function leaves(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Each breach as "where: rule at index, «…text around it…»", so a failure names the text to fix. */
export function breachesOf(where: string, text: string): string[] {
  return frenchTypographyBreaches(text).map(
    ({ index, rule }) => `${where}: ${rule} at ${index}, «${text.slice(Math.max(0, index - 20), index + 10)}»`,
  );
}

describe('French typography (OQLF) of the storefront', () => {
  it('holds in every message of the fr-CA catalogue', () => {
    const entries = leaves(TRANSLATIONS['fr-CA'] as Messages);
    expect(entries.length).toBeGreaterThan(1_000);
    expect(entries.flatMap(([key, text]) => breachesOf(key, text))).toEqual([]);
  });

  it('holds in formatted French amounts, points, counts, dates and times', () => {
    const at = new Date('2026-11-26T19:30:00Z');
    const samples: [string, string][] = [
      ['formatMoney', formatMoney(123_456, 'fr-CA')],
      ['formatMoney negative', formatMoney(-2_500_000, 'fr-CA')],
      ['formatPoints', formatPoints(25_000, 'fr-CA')],
      ['formatBalance', formatBalance(1_234_567, 'fr-CA')],
      ['formatNumber', formatNumber(1_234_567.5, 'fr-CA')],
      ['formatCount', formatCount(25_000, 'fr-CA')],
      ['formatDate', formatDate(at, 'fr-CA', 'America/Toronto')],
      ['formatDate first', formatDate(new Date('2026-03-01T12:00:00Z'), 'fr-CA', 'UTC')],
      ['formatLongDate', formatLongDate(at, 'fr-CA', 'America/Toronto')],
      ['formatTime', formatTime(at, 'fr-CA', 'America/Toronto')],
      ['formatDateTime', formatDateTime(at, 'fr-CA', 'America/Toronto')],
    ];
    expect(samples.flatMap(([name, text]) => breachesOf(name, text))).toEqual([]);
  });

  it('writes 1 234,56 $, 25 000 points, 26 novembre 2026 and 14 h 30 with no-break spaces', () => {
    const at = new Date('2026-11-26T19:30:00Z');
    expect(formatMoney(123_456, 'fr-CA')).toBe('1\u00A0234,56\u00A0$');
    expect(`${formatCount(25_000, 'fr-CA')}\u00A0points`).toBe('25\u00A0000\u00A0points');
    expect(formatPoints(25_000, 'fr-CA')).toBe('25\u00A0000\u00A0pts');
    expect(formatDate(at, 'fr-CA', 'America/Toronto')).toBe('26\u00A0novembre\u00A02026');
    expect(formatTime(at, 'fr-CA', 'America/Toronto')).toBe('14\u00A0h\u00A030');
    expect(formatDateTime(at, 'fr-CA', 'America/Toronto')).toBe('26\u00A0novembre\u00A02026 à 14\u00A0h\u00A030\u00A0min\u00A000\u00A0s');
  });
});
