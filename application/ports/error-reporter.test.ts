import { describe, expect, it } from 'vitest';
import { ignoringSessionFailures, type ErrorReporter } from './error-reporter';
import type { AnyGatewayFailure } from './gateway-failure';

function recording(): ErrorReporter & { reports: string[] } {
  const reports: string[] = [];
  return { reports, report: (context, failure) => reports.push(`${context}: ${failure.reason}`) };
}

const failure = (reason: string) => ({ ok: false, reason, detail: reason }) as unknown as AnyGatewayFailure;

describe('The reporter every capability is given', () => {
  it('leaves a refused session and pending programme rules to the session handling: neither is reported', () => {
    const reporter = recording();
    ignoringSessionFailures(reporter).report('cart', failure('unauthorized'));
    ignoringSessionFailures(reporter).report('cart', failure('pending-actions'));
    expect(reporter.reports).toEqual([]);
  });

  it('reports every other failure, with its context', () => {
    const reporter = recording();
    const errors = ignoringSessionFailures(reporter);
    errors.report('cart', failure('unavailable'));
    errors.report('order history', failure('not-found'));
    errors.report('checkout', failure('read-only'));
    expect(reporter.reports).toEqual(['cart: unavailable', 'order history: not-found', 'checkout: read-only']);
  });
});
