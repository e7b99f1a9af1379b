import type { ErrorReporter } from '@application/ports/error-reporter';
import type { GatewayError } from '@application/ports/gateway-error';

/**
 * ErrorReporter that writes to the browser console; the place where a
 * monitoring service's adapter would go.
 */
export class ConsoleErrorReporter implements ErrorReporter {
  constructor(private readonly console: Pick<Console, 'warn'> = globalThis.console) {}

  report(context: string, error: GatewayError): void {
    this.console.warn(`[rewards] ${context} failed: ${error.errorCode} ${error.code} ${error.message}`);
  }
}
