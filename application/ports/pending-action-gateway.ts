import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { GatewayFailure } from './gateway-failure';

/** The kinds of action a member may have to complete before member calls are served. */
export type PendingActionType = 'accept_program_rules';

/** A pending action as a 403 PENDING_ACTIONS answer carries it (spec §4: "carried in the data field"). */
export interface PendingAction {
  readonly id: number;
  readonly type: PendingActionType;
}

/** A pending action with the text the member reads before completing it (the programme rules). */
export interface PendingActionDetail extends PendingAction {
  readonly title: string;
  /** Plain text; paragraphs separated by blank lines. */
  readonly description: string;
}

export type PendingActionsResult = { readonly ok: true; readonly actions: readonly PendingActionDetail[] } | GatewayFailure;
/** `member-consent-required`: only the member may accept the programme rules, not an admin logged in as them. */
export type CompletePendingActionResult = { readonly ok: true } | GatewayFailure<{ readonly reason: 'member-consent-required' }>;

/**
 * The member's pending actions (spec §7: GET and PUT /member/pending-action).
 * Served even while actions are pending, when every other member call
 * answers 403 PENDING_ACTIONS.
 *
 * Contract: never throws for HTTP or network failures.
 */
export interface PendingActionGateway {
  list(locale: Locale): Promise<PendingActionsResult>;
  /** Accepts the action (PUT {accepted: true}). */
  accept(id: number): Promise<CompletePendingActionResult>;
}
