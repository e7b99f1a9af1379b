import { ignoringSessionFailures, type ErrorReporter } from '@application/ports/error-reporter';
import type { AnyGatewayFailure } from '@application/ports/gateway-failure';

/**
 * An ErrorReporter that keeps what it was given to report, through the same
 * rule as the reporter every capability is given (session failures are not
 * reported), so a use case's test sees what the application reports.
 */
export class RecordingErrorReporter implements ErrorReporter {
  readonly reports: { context: string; failure: AnyGatewayFailure }[] = [];
  private readonly reporter = ignoringSessionFailures({ report: (context, failure) => this.reports.push({ context, failure }) });

  report(context: string, failure: AnyGatewayFailure): void {
    this.reporter.report(context, failure);
  }
}
