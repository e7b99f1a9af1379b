import { describe, expect, it } from 'vitest';
import { statementCsv } from './statement-csv.ts';

const lines = [
  { postingDate: new Date('2026-11-01T23:30:00Z'), description: 'Order DEMO-ELITE-0001', points: -25_000, status: 'posted' as const, runningBalance: 127_300 },
  { postingDate: new Date('2026-11-29T00:00:00Z'), description: 'Elite travel credit, "T-1", 2', points: 2_000, status: 'pending' as const, runningBalance: null },
];

describe('statementCsv', () => {
  it('writes a header and a row per line in English, quoting what needs it', () => {
    expect(statementCsv(lines, 'en-CA')).toBe(
      '\uFEFFDate,Description,Points,Status,Balance\r\n' +
        '2026-11-01,Order DEMO-ELITE-0001,-25000,Posted,127300\r\n' +
        '2026-11-29,"Elite travel credit, ""T-1"", 2",2000,Pending,\r\n',
    );
  });

  it('writes French headers and statuses', () => {
    expect(statementCsv(lines, 'fr-CA')).toBe(
      '\uFEFFDate,Description,Points,Statut,Solde\r\n' +
        '2026-11-01,Order DEMO-ELITE-0001,-25000,Porté au compte,127300\r\n' +
        '2026-11-29,"Elite travel credit, ""T-1"", 2",2000,En attente,\r\n',
    );
  });

  it('quotes a line break or a lone quote, and leaves plain text alone', () => {
    const csv = statementCsv([{ ...lines[0]!, description: 'a\nb' }, { ...lines[0]!, description: 'a\rb' }, { ...lines[0]!, description: 'say "hi"' }], 'en-CA');
    expect(csv.split('\r\n').slice(1, 4).map((row) => row.split(',')[1])).toEqual(['"a\nb"', '"a\rb"', '"say ""hi"""']);
    expect(statementCsv([], 'en-CA')).toBe('\uFEFFDate,Description,Points,Status,Balance\r\n');
  });
});
