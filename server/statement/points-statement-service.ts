import { formatMonthYear } from '@rewards-storefront/domain/format/format-date';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { balanceChart, monthStatement, postingDate, statementReadsFrom, type StatementLine } from '@rewards-storefront/domain/points/points-statement';
import { statementCsv, type StatementCsvLine } from '@rewards-storefront/domain/points/statement-csv';
import { monthKey, monthStart, parseStatementMonth, type StatementMonth } from '@rewards-storefront/domain/points/statement-month';
import { statementReason } from '@rewards-storefront/domain/points/statement-reason';
import { statementWordsKey } from '@rewards-storefront/domain/points/statement-words';
import type { PointsStatement, PointsStatementEntry as StatementEntry } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { Clock } from '../clock';
import { requireCardCapability } from '../account/card-membership';
import type { CardMembership } from '../account/card-membership-repository';
import type { MemberRow } from '../account/member-repository';
import { ApiError } from '../http/api-error';
import { statementPdf } from './points-statement-pdf';
import { balanceBefore, findStatementEntries, type StatementEntryRow } from './points-statement-repository';
import { fillWords, REASON_WORDS } from './statement-texts';

export interface PointsStatementInput {
  accountId: number;
  /** `YYYY-MM`; absent: the current month. */
  month: string | undefined;
  locale: Locale;
}

const MONTH_REFUSALS = {
  format: 'must be a month written YYYY-MM, with a month from 01 to 12',
  future: 'must not be after the current month: that statement has no entries yet',
} as const;

/** The month in words: "November 2026", "novembre 2026". */
export function monthInWords(month: StatementMonth, locale: Locale): string {
  return formatMonthYear(monthStart(month), locale, 'UTC');
}

function toEntry(line: StatementLine<StatementEntryRow>, locale: Locale): StatementEntry {
  const row = line.entry;
  const detail = locale === 'fr-CA' ? (row.detailFr ?? row.detailEn) : row.detailEn;
  const reason = statementReason({ entryType: row.entryType, sourceType: row.sourceType, orderKind: row.orderKind });
  const values = { reference: row.reference, partner: row.partner, detail };
  return {
    id: row.id,
    recorded_at: row.recordedAt.toISOString(),
    posting_date: postingDate(row).toISOString(),
    reason,
    words_key: statementWordsKey(reason, values),
    description: fillWords(REASON_WORDS[locale][statementWordsKey(reason, values)]!, values),
    reference: row.reference,
    partner: row.partner,
    detail,
    points: row.points,
    status: line.status,
    running_balance: line.runningBalance,
  };
}

/** The statement's lines as its files print them. */
function linesOf(statement: PointsStatement): StatementCsvLine[] {
  return statement.entries.map((entry) => ({
    postingDate: new Date(entry.posting_date),
    description: entry.description,
    points: entry.points,
    status: entry.status,
    runningBalance: entry.running_balance,
  }));
}

/**
 * A card's points statement (issue 26 item 5): a month's entries with their
 * reasons in words, pending versus posted and the running balance (the
 * domain's rule, domain/points/points-statement.ts), the twelve months of
 * the balance chart, and the same month as CSV or PDF in the member's
 * language. The card's primary holder only, as its transactions.
 */
export class PointsStatementService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async statement(member: MemberRow, input: PointsStatementInput): Promise<PointsStatement> {
    return (await this.read(member, input)).statement;
  }

  async csv(member: MemberRow, input: PointsStatementInput): Promise<{ fileName: string; csv: string }> {
    const { statement, card } = await this.read(member, input);
    return {
      fileName: `points-statement-${card.referenceIdentifier}-${statement.month}.csv`,
      csv: statementCsv(
        linesOf(statement),
        input.locale,
      ),
    };
  }

  async pdf(member: MemberRow, input: PointsStatementInput): Promise<{ fileName: string; pdf: Buffer }> {
    const { statement, card, month } = await this.read(member, input);
    const cardName = input.locale === 'fr-CA' ? (card.cardNameFr ?? card.cardNameEn) : card.cardNameEn;
    const pdf = await statementPdf({
      locale: input.locale,
      cardLabel: `${cardName} ${card.maskedNumber}`,
      monthLabel: monthInWords(month, input.locale),
      monthKey: statement.month,
      openingBalance: statement.opening_balance,
      closingBalance: statement.closing_balance,
      pendingPoints: statement.pending_points,
      cardBalance: statement.card_balance,
      lines: linesOf(statement),
    });
    return { fileName: `points-statement-${card.referenceIdentifier}-${statement.month}.pdf`, pdf };
  }

  private async read(
    member: MemberRow,
    input: PointsStatementInput,
  ): Promise<{ statement: PointsStatement; card: CardMembership; month: StatementMonth }> {
    const now = this.clock.now();
    const parsed = parseStatementMonth(input.month, now);
    if (!parsed.ok) throw ApiError.validation([{ field: 'month', message: MONTH_REFUSALS[parsed.reason] }]);
    const card = await requireCardCapability(this.pool, member, input.accountId, 'view-transactions');
    const from = statementReadsFrom(parsed.month, now);
    const [before, entries] = await Promise.all([balanceBefore(this.pool, input.accountId, from), findStatementEntries(this.pool, input.accountId, from)]);
    const month = monthStatement(before, from, entries, parsed.month, now);
    const chart = balanceChart(before, from, entries, now);
    const posted = chart[chart.length - 1]!.closingBalance;
    return {
      card,
      month: parsed.month,
      statement: {
        account_id: input.accountId,
        month: monthKey(parsed.month),
        opening_balance: month.openingBalance,
        closing_balance: month.closingBalance,
        pending_points: month.pendingPoints,
        posted_balance: posted,
        card_balance: posted + month.pendingPoints,
        entries: month.lines.map((line) => toEntry(line, input.locale)),
        months: chart.map((point) => ({ month: point.month, earned: point.earned, redeemed: point.redeemed, closing_balance: point.closingBalance })),
      },
    };
  }
}
