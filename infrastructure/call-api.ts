import type { GatewayFailure } from '@application/ports/gateway-failure';
import { httpFailure, networkFailure, unexpectedResponse, type SpecificFailures } from './gateway-failure';

/** What every openapi-fetch call resolves with. */
interface FetchOutcome<D> {
  readonly data?: D;
  readonly error?: unknown;
  readonly response: Response;
}

/**
 * Runs one programme API call and gives the gateway result: `onSuccess` of
 * the answer's body for a 2xx answer, a tagged failure otherwise (see
 * `httpFailure`; `specific` names the port's own refusals). Never throws:
 * a call that gets no answer, or a success body that cannot be read, is
 * `unavailable`.
 */
export function callApi<D, R>(
  call: () => Promise<FetchOutcome<D>>,
  onSuccess: (data: D, response: Response) => R | GatewayFailure,
): Promise<R | GatewayFailure>;
export function callApi<D, R, S extends { readonly reason: string }>(
  call: () => Promise<FetchOutcome<D>>,
  onSuccess: (data: D, response: Response) => R | GatewayFailure,
  specific: SpecificFailures<S>,
): Promise<R | GatewayFailure<S>>;
export async function callApi<D, R, S extends { readonly reason: string }>(
  call: () => Promise<FetchOutcome<D>>,
  onSuccess: (data: D, response: Response) => R | GatewayFailure,
  specific?: SpecificFailures<S>,
): Promise<R | GatewayFailure<S>> {
  let outcome: FetchOutcome<D>;
  try {
    outcome = await call();
  } catch (cause) {
    return networkFailure(cause);
  }
  const { data, error, response } = outcome;
  if (!response.ok) return httpFailure(response, error, specific);
  try {
    // A 204 has no body: `data` is undefined, and that is the answer.
    return onSuccess(data as D, response);
  } catch {
    // A 2xx body the mapping cannot read is not the contract's: report it, never crash the page.
    return unexpectedResponse(response, 'success');
  }
}
