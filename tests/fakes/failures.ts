import type { CommonFailure, GatewayFailure } from '@application/ports/gateway-failure';

/** A gateway failure as an adapter would give it, for fakes to answer with. */
export function failed<F extends { readonly reason: string }>(failure: F): { readonly ok: false; readonly detail: string } & F {
  return { ok: false, detail: `fake ${failure.reason}`, ...failure };
}

/** What a fake answers for something it does not hold. */
export const NOT_FOUND: GatewayFailure = failed<CommonFailure>({ reason: 'not-found' });
/** A server failure or no answer. */
export const UNAVAILABLE: CommonFailure = { reason: 'unavailable' };
/** The member's token was refused. */
export const UNAUTHORIZED: CommonFailure = { reason: 'unauthorized' };
/** The member must accept the programme rules first. */
export const PENDING_ACTIONS: CommonFailure = { reason: 'pending-actions' };
/** An admin with read access tried to change something. */
export const READ_ONLY: CommonFailure = { reason: 'read-only' };
