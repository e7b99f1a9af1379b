import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { egiftResend, type EgiftResendRefusal } from '@rewards-storefront/domain/orders/egift-resend';
import { orderItemStatus } from '@rewards-storefront/domain/orders/order-item-status';
import type { Pool, PoolClient } from 'pg';
import { actingAgentOf } from '../auth/acting-agent';
import { declareActingAgent } from '../auth/acting-agent-repository';
import type { SessionClaims } from '../auth/token-service';
import type { Clock } from '../clock';
import { ApiError, type FieldError } from '../http/api-error';
import type { MemberRow } from '../account/member-repository';
import { findOrderIdOfItem, findOrderItems, findOrderOfMember, insertItemStatus } from '../orders/order-repository';
import { programmeHasCustomAction } from './custom-action-repository';

/** What an action runs with: the member, the request's language and time, inside the action's transaction. */
interface ActionContext {
  client: PoolClient;
  member: MemberRow;
  locale: Locale;
  now: Date;
}

/**
 * The access an action needs, declared once here and enforced by the API's
 * access hook (api/operation-access.ts) like every operation's `x-access`:
 * `write` for an action that changes anything (spec §6: a read-only agent
 * is refused it), `active-member` for one that only reads.
 */
export type CustomActionAccess = 'active-member' | 'write';

/**
 * One custom action the reference server knows: its access, its input,
 * checked field by field (`input.<field>`), and what it does.
 */
interface CustomAction<Input> {
  readonly access: CustomActionAccess;
  parse(input: Record<string, unknown>): { ok: true; input: Input } | { ok: false; errors: FieldError[] };
  run(context: ActionContext, input: Input): Promise<Record<string, unknown>>;
}

const RESEND_REFUSALS: Record<Locale, Record<EgiftResendRefusal, string>> = {
  'en-CA': {
    'not-egift': 'Only an eGift card can be sent again.',
    'not-delivered': 'This eGift card has not been delivered yet.',
    'already-requested': 'This eGift card is already being sent again.',
    cancelled: 'This eGift card was cancelled.',
  },
  'fr-CA': {
    'not-egift': 'Seule une carte-cadeau électronique peut être envoyée de nouveau.',
    'not-delivered': 'Cette carte-cadeau électronique n’a pas encore été livrée.',
    'already-requested': 'Cette carte-cadeau électronique est déjà en cours de renvoi.',
    cancelled: 'Cette carte-cadeau électronique a été annulée.',
  },
};

/** resend-egift: an eGift card delivered to the member is sent again to the email on file (spec §5: only that email). */
const resendEgift: CustomAction<{ orderItemId: number }> = {
  access: 'write',
  parse(input) {
    const id = input['order_item_id'];
    const unknown = Object.keys(input).filter((name) => name !== 'order_item_id');
    const errors: FieldError[] = unknown.map((name) => ({ field: `input.${name}`, message: 'is not an input of this action' }));
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
      errors.push({ field: 'input.order_item_id', message: 'must be a positive whole number' });
    }
    return errors.length > 0 ? { ok: false, errors } : { ok: true, input: { orderItemId: id as number } };
  },
  async run({ client, member, locale, now }, { orderItemId }) {
    const orderId = await findOrderIdOfItem(client, orderItemId);
    // The order's row lock makes two requests at once ask once.
    const order = orderId !== null ? await findOrderOfMember(client, orderId, member.id, { forUpdate: true }) : null;
    const item = order ? (await findOrderItems(client, [order.id])).find((candidate) => candidate.id === orderItemId) : undefined;
    if (!order || !item) throw ApiError.notFound('No such order item for this member.');
    const decision = egiftResend({ productType: item.redemptionKind, status: orderItemStatus(item.statuses) });
    if (!decision.ok) {
      throw new ApiError(409, 'CUSTOM_ACTION_REFUSED', RESEND_REFUSALS[locale][decision.reason], { data: { reason: decision.reason } });
    }
    await insertItemStatus(client, { itemIds: [item.id], status: 'resend_requested', reason: null, at: now });
    return { order_id: order.id, order_item_id: item.id, status: 'resend_requested' };
  },
};

/** The actions the reference server knows; a programme enables some of them (programme_custom_action). */
const REGISTRY: Readonly<Record<string, CustomAction<never>>> = {
  'resend-egift': resendEgift as CustomAction<never>,
};

/**
 * POST /member/custom-action (spec §7 `{action, input}`): a programme-defined
 * hook. The server keeps a registry of named actions, each with its input
 * schema and effect; a programme enables the ones its members may call.
 *
 * Always holds: an action the registry lacks or the member's programme does
 * not enable is a 400 on `action` (the same answer, so members cannot probe
 * the registry); input is checked by the action before anything is read; an
 * action runs in one transaction, and one that writes records its acting
 * agent. Its access is the access hook's (`accessOf`), checked before `run`.
 */
export class CustomActionService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  /**
   * The access the requested action needs, for the access hook: its declared
   * one when the member may run it with this input; otherwise the operation's
   * own, so `run` answers the same 400 whoever asks (members cannot probe the
   * registry, and bad input is a 400 before a refusal of access).
   */
  async accessOf(member: MemberRow, request: { action: string; input: Record<string, unknown> }): Promise<CustomActionAccess> {
    try {
      return (await this.runnable(member, request)).action.access;
    } catch (error) {
      // Only the 400s fall back: a failure to read must not skip the write check.
      if (error instanceof ApiError && error.statusCode === 400) return 'active-member';
      throw error;
    }
  }

  async run(
    member: MemberRow,
    session: SessionClaims,
    request: { action: string; input: Record<string, unknown>; locale: Locale },
  ): Promise<{ action: string; result: Record<string, unknown> }> {
    const { action, input } = await this.runnable(member, request);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      if (action.access === 'write') await declareActingAgent(client, actingAgentOf(session));
      const result = await action.run({ client, member, locale: request.locale, now: this.clock.now() }, input);
      await client.query('COMMIT');
      return { action: request.action, result };
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  /** The registry's action the member's programme offers, with its parsed input; a 400 otherwise. */
  private async runnable(
    member: MemberRow,
    request: { action: string; input: Record<string, unknown> },
  ): Promise<{ action: CustomAction<never>; input: never }> {
    const action = Object.hasOwn(REGISTRY, request.action) ? REGISTRY[request.action] : undefined;
    const offered = await programmeHasCustomAction(this.pool, member.programmeId, request.action);
    if (!action || !offered) throw ApiError.validation([{ field: 'action', message: 'is not an action of this programme' }]);
    const parsed = action.parse(request.input);
    if (!parsed.ok) throw ApiError.validation(parsed.errors);
    return { action, input: parsed.input };
  }
}
