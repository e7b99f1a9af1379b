import type { CommonFailure, FieldError, GatewayFailure } from '@application/ports/gateway-failure';

/**
 * Maps an error answer the port names a reason of its own for (status, the
 * body's `code`, and its details: the body's own `message`, null without
 * one, for the refusals whose text is meant for the member (spec §8: a
 * cancellation refusal's localized detail, a checkout's or promotion code's
 * refusal), its field errors, and its `data`, for refusals that carry
 * details), or null for the common mapping.
 */
export type SpecificFailures<S extends { readonly reason: string }> = (
  status: number,
  code: string,
  details: ErrorDetails,
) => S | null;

/** What an error body says beyond its code, for a port's own refusals. */
export interface ErrorDetails {
  readonly message: string | null;
  readonly fieldErrors: readonly FieldError[];
  readonly data: unknown;
}

/** The parts of an error body the storefront reads (decisions: `{ code, message, errors?, data? }`). */
interface ErrorBody {
  readonly code: string;
  readonly message: string;
  /** The body's own message; null when it has none (then `message` is the status text). */
  readonly bodyMessage: string | null;
  readonly fieldErrors: readonly FieldError[];
  readonly data: unknown;
}

/**
 * The failure of a call that got an HTTP answer, as a tag the application
 * acts on: 401 is `unauthorized`, 403 PENDING_ACTIONS `pending-actions`, 403
 * READ_ONLY_ACCESS `read-only`, 404 `not-found`, 400 VALIDATION_ERROR
 * `invalid` with its field errors; `specific` names the port's own refusals
 * first; anything else is `unavailable`. The status, code and message go to
 * `detail`, for the error reporter.
 */
export function httpFailure<S extends { readonly reason: string } = never>(
  response: Response,
  body: unknown,
  specific?: SpecificFailures<S>,
): GatewayFailure<S> {
  const error = readErrorBody(response, body);
  const detail = `${response.status} ${error.code} ${error.message}`.trim();
  const named = specific?.(response.status, error.code, { message: error.bodyMessage, fieldErrors: error.fieldErrors, data: error.data }) ?? null;
  if (named !== null) return { ok: false, detail, ...named } as GatewayFailure<S>;
  return { ok: false, detail, ...commonFailure(response.status, error) } as GatewayFailure<S>;
}

function commonFailure(status: number, error: ErrorBody): CommonFailure {
  if (status === 401) return { reason: 'unauthorized' };
  if (status === 403 && error.code === 'PENDING_ACTIONS') return { reason: 'pending-actions' };
  if (status === 403 && error.code === 'READ_ONLY_ACCESS') return { reason: 'read-only' };
  if (status === 404) return { reason: 'not-found' };
  if (status === 400 && error.code === 'VALIDATION_ERROR') return { reason: 'invalid', fieldErrors: error.fieldErrors };
  return { reason: 'unavailable' };
}

/** The failure of a call that got no answer at all. */
export function networkFailure(cause: unknown): GatewayFailure {
  return { ok: false, reason: 'unavailable', detail: `no answer: ${cause instanceof Error ? cause.message : String(cause)}` };
}

/** A 2xx answer whose body does not have the shape the contract promises. */
export function unexpectedResponse(response: Response, what: string): GatewayFailure {
  return { ok: false, reason: 'unavailable', detail: `${response.status} unexpected ${what} answer` };
}

function readErrorBody(response: Response, body: unknown): ErrorBody {
  // A proxy's HTML error page has no error body: the status says all there is.
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors = Array.isArray(record['errors']) ? record['errors'] : [];
  const bodyMessage = typeof record['message'] === 'string' ? record['message'] : null;
  return {
    code: typeof record['code'] === 'string' ? record['code'] : `HTTP_${response.status}`,
    message: bodyMessage ?? response.statusText,
    bodyMessage,
    data: record['data'],
    fieldErrors: errors.flatMap((entry): FieldError[] => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { field, message } = entry as Record<string, unknown>;
      return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
    }),
  };
}
