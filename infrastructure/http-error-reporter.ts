import type { ErrorReporter } from '@application/ports/error-reporter';
import type { AnyGatewayFailure } from '@application/ports/gateway-failure';
import { CLIENT_ERROR_REPORT_CAPS, scrubbedReport, type ClientErrorReport } from '@rewards-storefront/domain/errors/client-error-report';
import type { ProgrammeApiClient } from './openapi-client';

/** What the reporter waits with: the browser's timers, or a test's. */
export interface ReporterTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  now(): number;
}

export interface HttpErrorReporterOptions {
  /** The storefront build's release (its package version). */
  readonly release: string;
  /** The page's path when the failure is reported (never its query: one-time links carry tokens there). */
  readonly route: () => string;
  /** Where a report goes when it cannot be posted: the console. */
  readonly fallback: ErrorReporter;
  readonly timers?: ReporterTimers;
  /** How long reports gather before a post, and the least time between two posts (default 5 s). */
  readonly postDelayMs?: number;
}

const DEFAULT_POST_DELAY_MS = 5_000;
/** How long to hold off after a 429 that gave no Retry-After. */
const DEFAULT_PAUSE_SECONDS = 60;

const browserTimers: ReporterTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  now: () => Date.now(),
};

/**
 * ErrorReporter that posts reports to the programme API (POST
 * /client-errors), scrubbed of credentials and personal data before they
 * leave the browser. An error storm cannot flood the server: reports gather
 * for a while and go in one post of at most 20, one post at a time; those
 * that do not fit the waiting post, and all of them while the server has
 * said 429, go to the console only. A post that fails writes its reports to
 * the console and reports nothing itself, so a failing reporter never feeds
 * itself. Never throws.
 */
export class HttpErrorReporter implements ErrorReporter {
  private readonly waiting: ClientErrorReport[] = [];
  private readonly timers: ReporterTimers;
  private readonly postDelayMs: number;
  private postPlanned = false;
  private pausedUntil = 0;

  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly options: HttpErrorReporterOptions,
  ) {
    this.timers = options.timers ?? browserTimers;
    this.postDelayMs = options.postDelayMs ?? DEFAULT_POST_DELAY_MS;
  }

  report(context: string, failure: AnyGatewayFailure): void {
    const report = scrubbedReport({ context, reason: failure.reason, detail: failure.detail, route: this.options.route(), release: this.options.release });
    if (this.timers.now() < this.pausedUntil || this.waiting.length >= CLIENT_ERROR_REPORT_CAPS.reportsPerPost) {
      this.writeToConsole([report], 'not posted: too many reports');
      return;
    }
    this.waiting.push(report);
    this.planPost();
  }

  private planPost(): void {
    if (this.postPlanned) return;
    this.postPlanned = true;
    this.timers.setTimeout(() => void this.post(), this.postDelayMs);
  }

  private async post(): Promise<void> {
    const reports = this.waiting.splice(0, CLIENT_ERROR_REPORT_CAPS.reportsPerPost);
    try {
      // A 429 answered while these waited: they are not sent either.
      if (this.timers.now() < this.pausedUntil) return this.writeToConsole(reports, 'not posted: too many reports');
      const { response } = await this.client.POST('/client-errors', { body: { reports } });
      if (response.status === 429) this.pauseFor(response);
      if (!response.ok) this.writeToConsole(reports, `not posted: ${response.status}`);
    } catch (cause) {
      this.writeToConsole(reports, `not posted: ${cause instanceof Error ? cause.message : String(cause)}`);
    } finally {
      // Reports that came during the post wait for the next one, a delay later.
      this.postPlanned = false;
      if (this.waiting.length > 0) this.planPost();
    }
  }

  private pauseFor(response: Response): void {
    const seconds = Number(response.headers.get('Retry-After'));
    const pause = Number.isInteger(seconds) && seconds > 0 ? seconds : DEFAULT_PAUSE_SECONDS;
    this.pausedUntil = this.timers.now() + pause * 1000;
  }

  private writeToConsole(reports: readonly ClientErrorReport[], why: string): void {
    for (const report of reports) {
      this.options.fallback.report(report.context, { ok: false, reason: report.reason, detail: `${report.detail} [${why}]` });
    }
  }
}
