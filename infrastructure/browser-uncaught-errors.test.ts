import type { AnyGatewayFailure } from '@application/ports/gateway-failure';
import { describe, expect, it } from 'vitest';
import { reportUncaughtErrors } from './browser-uncaught-errors';

/** A window's error events, dispatched by hand: Node has no ErrorEvent or PromiseRejectionEvent. */
function subject() {
  const target = new EventTarget();
  const reports: { context: string; failure: AnyGatewayFailure }[] = [];
  reportUncaughtErrors(target as unknown as Window, { report: (context, failure) => reports.push({ context, failure }) });
  const dispatch = (type: string, fields: Record<string, unknown>) => target.dispatchEvent(Object.assign(new Event(type), fields));
  return { reports, dispatch };
}

describe('reportUncaughtErrors: a failure nothing caught is reported with its message and stack', () => {
  it('reports an uncaught error with its stack, which names the error', () => {
    const { reports, dispatch } = subject();
    const error = new TypeError('x is undefined');
    dispatch('error', { error, message: 'Uncaught TypeError: x is undefined' });
    expect(reports).toEqual([{ context: 'page script', failure: { ok: false, reason: 'uncaught-error', detail: error.stack } }]);
    expect(reports[0]?.failure.detail).toMatch(/^TypeError: x is undefined\n\s+at /);
  });

  it('names an error whose stack does not hold its message, and uses the event message when nothing was thrown', () => {
    const { reports, dispatch } = subject();
    const error = new RangeError('too far');
    error.stack = 'at render (app.js:1:2)';
    dispatch('error', { error, message: 'ignored' });
    dispatch('error', { error: null, message: 'Script error.' });
    expect(reports.map((report) => report.failure.detail)).toEqual(['RangeError: too far\nat render (app.js:1:2)', 'Script error.']);
  });

  it('reports an unhandled rejection, with what was rejected when it is not an Error', () => {
    const { reports, dispatch } = subject();
    const error = new Error('boom');
    error.stack = undefined;
    dispatch('unhandledrejection', { reason: error });
    dispatch('unhandledrejection', { reason: 'plain text' });
    dispatch('unhandledrejection', { reason: undefined });
    expect(reports.map((report) => [report.failure.reason, report.failure.detail])).toEqual([
      ['unhandled-rejection', 'Error: boom'],
      ['unhandled-rejection', 'plain text'],
      ['unhandled-rejection', 'rejected without a reason'],
    ]);
  });
});
