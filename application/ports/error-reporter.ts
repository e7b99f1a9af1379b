import { isSessionFailure, type AnyGatewayFailure } from './gateway-failure';

/**
 * Receives failures that the member is not shown (spec §8: an account load
 * failure other than 403 is reported, nothing is shown). Never throws.
 */
export interface ErrorReporter {
  report(context: string, failure: AnyGatewayFailure): void;
}

/**
 * The reporter every capability is given: a refused session (401) or
 * pending programme rules (403) is the session handling's to act on (it
 * signs out or shows the rules), never an error to report, so no use case
 * or store checks for it before reporting.
 */
export function ignoringSessionFailures(reporter: ErrorReporter): ErrorReporter {
  return {
    report(context, failure) {
      if (!isSessionFailure(failure)) reporter.report(context, failure);
    },
  };
}
