import type { ErrorReporter } from '@application/ports/error-reporter';
import type { GatewayError } from '@application/ports/gateway-error';

/** An ErrorReporter that keeps what it was given. */
export class RecordingErrorReporter implements ErrorReporter {
  readonly reports: { context: string; error: GatewayError }[] = [];

  report(context: string, error: GatewayError): void {
    this.reports.push({ context, error });
  }
}
