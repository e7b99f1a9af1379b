import type { ErrorReporter } from '@application/ports/error-reporter';

/** The part of `window` that tells of script failures nothing caught. */
type ErrorEvents = Pick<Window, 'addEventListener'>;

/** An error's name, message and stack, or what was thrown when it is not an Error. */
function describe(thrown: unknown, fallback: string): string {
  if (thrown instanceof Error) {
    const heading = `${thrown.name}: ${thrown.message}`;
    return thrown.stack?.includes(thrown.message) ? thrown.stack : `${heading}\n${thrown.stack ?? ''}`.trim();
  }
  return thrown === undefined || thrown === null ? fallback : String(thrown);
}

/**
 * Sends the page's uncaught errors and unhandled promise rejections to the
 * error reporter, with their message and stack (the reporter scrubs and caps
 * them): a failure nothing caught is one the member was not told about.
 */
export function reportUncaughtErrors(events: ErrorEvents, reporter: ErrorReporter): void {
  events.addEventListener('error', (event) => {
    reporter.report('page script', { ok: false, reason: 'uncaught-error', detail: describe(event.error, event.message) });
  });
  events.addEventListener('unhandledrejection', (event) => {
    reporter.report('page script', { ok: false, reason: 'unhandled-rejection', detail: describe(event.reason, 'rejected without a reason') });
  });
}
