import type { Locale } from '../locale/locale.ts';
import type { PostingStatus } from './points-statement.ts';

/** One line of the statement as the CSV writes it: the description already in the member's words. */
export interface StatementCsvLine {
  /** When it posted, or posts while pending. */
  readonly postingDate: Date;
  readonly description: string;
  /** Signed: a debit is negative. */
  readonly points: number;
  readonly status: PostingStatus;
  /** The posted balance after it; null while pending. */
  readonly runningBalance: number | null;
}

const HEADERS: Record<Locale, readonly string[]> = {
  'en-CA': ['Date', 'Description', 'Points', 'Status', 'Balance'],
  'fr-CA': ['Date', 'Description', 'Points', 'Statut', 'Solde'],
};

const STATUS: Record<Locale, Record<PostingStatus, string>> = {
  'en-CA': { pending: 'Pending', posted: 'Posted' },
  'fr-CA': { pending: 'En attente', posted: 'Porté au compte' },
};

/** A field of RFC 4180: quoted when it holds a comma, a quote or a line break, its quotes doubled. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A month's points statement as a CSV file in `locale` (issue 26 item 5): a
 * byte-order mark so spreadsheet programs read UTF-8, a header row in that
 * language, one row per line with its posting date (YYYY-MM-DD, UTC), its
 * description, its signed points as a plain integer (no grouping, so a
 * spreadsheet reads a number), its status in words and the running balance
 * (empty while pending), CRLF line ends.
 */
export function statementCsv(lines: readonly StatementCsvLine[], locale: Locale): string {
  const rows = lines.map((line) => [
    line.postingDate.toISOString().slice(0, 10),
    line.description,
    String(line.points),
    STATUS[locale][line.status],
    line.runningBalance === null ? '' : String(line.runningBalance),
  ]);
  return `\uFEFF${[HEADERS[locale], ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
