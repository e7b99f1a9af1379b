import type {
  PointsStatement,
  PointsStatementGateway,
  PointsStatementRequest,
  PointsStatementResult,
} from '@application/ports/points-statement-gateway';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';
import { primaryOnly } from './primary-only';

export function toPointsStatement(api: Api.PointsStatement): PointsStatement {
  return {
    month: api.month,
    openingBalance: api.opening_balance,
    closingBalance: api.closing_balance,
    pendingPoints: api.pending_points,
    postedBalance: api.posted_balance,
    cardBalance: api.card_balance,
    entries: api.entries.map((entry) => ({
      id: entry.id,
      postingDate: new Date(entry.posting_date),
      reason: entry.reason,
      wordsKey: entry.words_key,
      reference: entry.reference,
      partner: entry.partner,
      detail: entry.detail,
      points: entry.points,
      status: entry.status,
      runningBalance: entry.running_balance,
    })),
    months: api.months.map((month) => ({ month: month.month, earned: month.earned, redeemed: month.redeemed, closingBalance: month.closing_balance })),
  };
}

/**
 * PointsStatementGateway over GET /member/account/{id}/points-statement;
 * the CSV and PDF files are links under `baseUrl` the browser downloads
 * itself (same origin: the session's cookie goes with them).
 */
export class HttpPointsStatementGateway implements PointsStatementGateway {
  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly baseUrl: string,
  ) {}

  statement(request: PointsStatementRequest): Promise<PointsStatementResult> {
    return callApi(
      () =>
        this.client.GET('/member/account/{id}/points-statement', {
          params: { path: { id: request.accountId }, query: { ...(request.month ? { month: request.month } : {}), locale: request.locale } },
        }),
      (data) => ({ ok: true, statement: toPointsStatement(data.data) }),
      primaryOnly,
    );
  }

  fileUrl(request: PointsStatementRequest, format: 'csv' | 'pdf'): string {
    const query = new URLSearchParams({ ...(request.month ? { month: request.month } : {}), locale: request.locale });
    return `${this.baseUrl.replace(/\/$/, '')}/member/account/${request.accountId}/points-statement.${format}?${query.toString()}`;
  }
}
