import type { ErrorReporter } from '@application/ports/error-reporter';
import type { AnyGatewayFailure } from '@application/ports/gateway-failure';

/**
 * ErrorReporter that writes to the browser console; the place where a
 * monitoring service's adapter would go.
 */
export class ConsoleErrorReporter implements ErrorReporter {
  constructor(private readonly console: Pick<Console, 'warn'> = globalThis.console) {}

  report(context: string, failure: AnyGatewayFailure): void {
    this.console.warn(`[rewards] ${context} failed: ${failure.reason} (${failure.detail})`);
  }
}
