import type { AnyGatewayFailure } from './gateway-failure';

/**
 * Receives failures that the member is not shown (spec §8: an account load
 * failure other than 403 is reported, nothing is shown). Never throws.
 */
export interface ErrorReporter {
  report(context: string, failure: AnyGatewayFailure): void;
}
