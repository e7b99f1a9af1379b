import type { GatewayFailure } from '@application/ports/gateway-error';

/**
 * The failure of a call that got an HTTP answer: `errorCode` is the HTTP status
 * (spec §7), `code` and `message` come from the API's error body when it has
 * one (a proxy's HTML error page has none).
 */
export function httpFailure(response: Response, body: unknown): GatewayFailure {
  const errorBody = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    ok: false,
    error: {
      errorCode: response.status,
      code: typeof errorBody['code'] === 'string' ? errorBody['code'] : `HTTP_${response.status}`,
      message: typeof errorBody['message'] === 'string' ? errorBody['message'] : response.statusText,
    },
  };
}

/** The failure of a call that got no answer at all. */
export function networkFailure(cause: unknown): GatewayFailure {
  return {
    ok: false,
    error: { errorCode: 0, code: 'NETWORK_ERROR', message: cause instanceof Error ? cause.message : String(cause) },
  };
}

/** A 2xx answer whose body does not have the shape the contract promises. */
export function unexpectedResponse(response: Response, what: string): GatewayFailure {
  return {
    ok: false,
    error: { errorCode: response.status, code: 'UNEXPECTED_RESPONSE', message: `Unexpected ${what} response` },
  };
}
