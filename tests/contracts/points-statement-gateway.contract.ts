import type { PointsStatementGateway } from '@application/ports/points-statement-gateway';
import { expect, it } from 'vitest';
import { cardAccessContract, type CardAccessSetup } from './card-access.contract';

export interface PointsStatementContractSetup extends CardAccessSetup {
  readonly gateway: PointsStatementGateway;
  /** A card the member holds as primary, with posted entries this month and an entry pending now. */
  readonly accountId: number;
  /** The month after the current one (`YYYY-MM`). */
  readonly nextMonth: string;
}

/** What every PointsStatementGateway must do (issue 26 item 5). */
export function pointsStatementGatewayContract(makeSetup: () => Promise<PointsStatementContractSetup>): void {
  it('gives the current month: posted entries with the balance after each, then pending ones, and twelve months of balance', async () => {
    const setup = await makeSetup();
    const result = await setup.gateway.statement({ accountId: setup.accountId, month: null, locale: 'en-CA' });
    if (!result.ok) throw new Error(`the statement failed: ${result.detail}`);
    const { statement } = result;
    const posted = statement.entries.filter((entry) => entry.status === 'posted');
    const pending = statement.entries.filter((entry) => entry.status === 'pending');
    expect(posted.length).toBeGreaterThan(0);
    expect(pending.length).toBeGreaterThan(0);
    expect(statement.entries.slice(posted.length).every((entry) => entry.status === 'pending')).toBe(true);
    let running = statement.openingBalance;
    for (const entry of posted) {
      running += entry.points;
      expect(entry.runningBalance).toBe(running);
      expect(entry.wordsKey.startsWith(entry.reason)).toBe(true);
    }
    expect(statement.closingBalance).toBe(running);
    expect(pending.every((entry) => entry.runningBalance === null)).toBe(true);
    expect(statement.pendingPoints).toBe(pending.reduce((sum, entry) => sum + entry.points, 0));
    expect(statement.cardBalance).toBe(statement.postedBalance + statement.pendingPoints);
    expect(statement.months).toHaveLength(12);
    expect(statement.months.at(-1)).toMatchObject({ month: statement.month, closingBalance: statement.postedBalance });
  });

  it('refuses a malformed or future month naming `month`', async () => {
    const setup = await makeSetup();
    for (const month of ['2026-13', setup.nextMonth]) {
      const result = await setup.gateway.statement({ accountId: setup.accountId, month, locale: 'fr-CA' });
      expect(result).toMatchObject({ ok: false, reason: 'invalid', fieldErrors: [{ field: 'month' }] });
    }
  });

  cardAccessContract(makeSetup, (setup, accountId) => [() => setup.gateway.statement({ accountId, month: null, locale: 'en-CA' })]);

  it('names where each file of a month downloads, in the language asked', async () => {
    const setup = await makeSetup();
    const request = { accountId: setup.accountId, month: '2026-10', locale: 'fr-CA' as const };
    expect(setup.gateway.fileUrl(request, 'csv')).toMatch(/\.csv\?.*month=2026-10.*locale=fr-CA/);
    expect(setup.gateway.fileUrl(request, 'pdf')).toMatch(/\.pdf\?.*month=2026-10.*locale=fr-CA/);
  });
}
