import type { ErrorReporter } from '@application/ports/error-reporter';
import type { AnyGatewayFailure } from '@application/ports/gateway-failure';

/** An ErrorReporter that keeps what it was given. */
export class RecordingErrorReporter implements ErrorReporter {
  readonly reports: { context: string; failure: AnyGatewayFailure }[] = [];

  report(context: string, failure: AnyGatewayFailure): void {
    this.reports.push({ context, failure });
  }
}
