import type { Clock } from '@application/ports/clock';
import type { CommonFailure } from '@application/ports/gateway-failure';
import type {
  PointsStatementGateway,
  PointsStatementRequest,
  PointsStatementResult,
  StatementEntry,
} from '@application/ports/points-statement-gateway';
import { balanceChart, monthStatement, postingDate } from '@rewards-storefront/domain/points/points-statement';
import { monthKey, parseStatementMonth } from '@rewards-storefront/domain/points/statement-month';
import type { StatementReason } from '@rewards-storefront/domain/points/statement-reason';
import { statementWordsKey } from '@rewards-storefront/domain/points/statement-words';
import { NOT_FOUND, failed } from './failures';

/** One ledger entry of a fake card. */
export interface FakeLedgerEntry {
  readonly id: number;
  readonly points: number;
  readonly recordedAt: Date;
  readonly postsAt: Date | null;
  readonly reason: StatementReason;
  readonly reference?: string;
  readonly partner?: string;
  readonly detail?: string;
}

/** A ledger entry of a fake card (override what the test is about). */
export function aLedgerEntry(id: number, points: number, recordedAt: Date, overrides: Partial<FakeLedgerEntry> = {}): FakeLedgerEntry {
  return { id, points, recordedAt, postsAt: null, reason: points > 0 ? 'earned' : 'order', ...overrides };
}

/**
 * The points ledgers of one member's cards in memory, behaving like the
 * programme API with the domain's statement rules on `clock`: another card
 * is 404, a card of `redeemerOnly` answers primary-only, a malformed or
 * future month is invalid naming `month`. Records every request; `failure`
 * makes every call fail.
 */
export class FakePointsStatementGateway implements PointsStatementGateway {
  readonly requests: PointsStatementRequest[] = [];
  failure: CommonFailure | null = null;
  readonly redeemerOnly = new Set<number>();

  constructor(
    private readonly clock: Clock,
    public ledgers: Map<number, FakeLedgerEntry[]> = new Map(),
  ) {}

  async statement(request: PointsStatementRequest): Promise<PointsStatementResult> {
    this.requests.push(request);
    if (this.failure) return failed(this.failure);
    const ledger = this.ledgers.get(request.accountId);
    if (!ledger) return NOT_FOUND;
    if (this.redeemerOnly.has(request.accountId)) return failed({ reason: 'primary-only' as const });
    const now = this.clock.now();
    const parsed = parseStatementMonth(request.month ?? undefined, now);
    if (!parsed.ok) return failed({ reason: 'invalid' as const, fieldErrors: [{ field: 'month', message: `fake ${parsed.reason}` }] });
    const from = new Date(0);
    const month = monthStatement(0, from, ledger, parsed.month, now);
    const chart = balanceChart(0, from, ledger, now);
    const posted = chart.at(-1)!.closingBalance;
    return {
      ok: true,
      statement: {
        month: monthKey(parsed.month),
        openingBalance: month.openingBalance,
        closingBalance: month.closingBalance,
        pendingPoints: month.pendingPoints,
        postedBalance: posted,
        cardBalance: posted + month.pendingPoints,
        entries: month.lines.map(({ entry, status, runningBalance }): StatementEntry => {
          const values = { reference: entry.reference ?? null, partner: entry.partner ?? null, detail: entry.detail ?? null };
          return { id: entry.id, postingDate: postingDate(entry), reason: entry.reason, wordsKey: statementWordsKey(entry.reason, values), ...values, points: entry.points, status, runningBalance };
        }),
        months: chart,
      },
    };
  }

  fileUrl(request: PointsStatementRequest, format: 'csv' | 'pdf'): string {
    const month = request.month ?? 'current';
    return `/fake/points-statement/${request.accountId}.${format}?month=${month}&locale=${request.locale}`;
  }
}
