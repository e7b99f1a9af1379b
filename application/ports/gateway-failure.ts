/** One field the API refused, with what is wrong with it (400 VALIDATION_ERROR, spec §5). */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/**
 * Why a call to the programme API did not succeed, in the application's
 * words. Adapters turn HTTP statuses and error bodies into these tags, so a
 * use case never sees a status number.
 *
 * - `unauthorized`: the member's token was refused (401). The HTTP layer has
 *   already reported it and HandleSessionEvents ends the session, so a use
 *   case only stops; it never ends the session itself.
 * - `pending-actions`: the member must accept the programme rules first (403
 *   PENDING_ACTIONS); handled once, by HandleSessionEvents, too.
 * - `read-only`: an admin logged in as the member with read access tried to
 *   change something (403 READ_ONLY_ACCESS, spec §6).
 * - `not-found`: no such thing, or not the member's own (404).
 * - `invalid`: the request broke the API's rules, field by field (400).
 * - `unavailable`: no answer, a server failure, or an answer of the wrong
 *   shape; worth reporting.
 *
 * Every failure carries `detail` (status, code and message as received) for
 * the error reporter only; nothing decides on it.
 */
export type CommonFailure =
  | { readonly reason: 'unauthorized' }
  | { readonly reason: 'pending-actions' }
  | { readonly reason: 'read-only' }
  | { readonly reason: 'not-found' }
  | { readonly reason: 'invalid'; readonly fieldErrors: readonly FieldError[] }
  | { readonly reason: 'unavailable' };

/** The failure branch of a gateway result: the common reasons, plus the ones the port names itself (`Specific`). */
export type GatewayFailure<Specific extends { readonly reason: string } = never> = {
  readonly ok: false;
  readonly detail: string;
} & (CommonFailure | Specific);

/** Any gateway failure, whatever its port: what the error reporter receives. */
export type AnyGatewayFailure = { readonly ok: false; readonly reason: string; readonly detail: string };

/**
 * Failures the member caused by their session rather than by this call:
 * HandleSessionEvents deals with them (spec §4, §8), so a use case neither
 * reports them nor shows a message of its own.
 */
export function isSessionFailure(failure: { readonly reason: string }): boolean {
  return failure.reason === 'unauthorized' || failure.reason === 'pending-actions';
}
