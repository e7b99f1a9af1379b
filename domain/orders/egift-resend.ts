import type { OrderItemStatus } from './order-item-status.ts';

/** Why an eGift card cannot be sent again. */
export type EgiftResendRefusal = 'not-egift' | 'not-delivered' | 'already-requested' | 'cancelled';

export type EgiftResend = { readonly ok: true } | { readonly ok: false; readonly reason: EgiftResendRefusal };

/** Statuses of an eGift card that reached the member (or whose last resend failed): it may be sent again. */
const RESENDABLE: readonly OrderItemStatus[] = ['delivered', 'gifted', 'resend_failed'];
/** A resend already asked for and not finished. */
const RESENDING: readonly OrderItemStatus[] = ['resend_requested', 'resend_pending', 'resend_in_progress', 'resend_accepted'];
const ENDED: readonly OrderItemStatus[] = ['cancelled', 'refunded', 'refund_in_progress', 'refund_requested', 'declined'];

/**
 * Whether a member may ask for an eGift card to be sent again (the spec's
 * resend statuses, §3: resend_requested, then the programme's own ones):
 * only an eGift card, once it was delivered (or its last resend failed),
 * not while a resend is under way, not once cancelled or refunded.
 */
export function egiftResend(item: { readonly productType: string; readonly status: OrderItemStatus }): EgiftResend {
  if (item.productType !== 'egiftcard') return { ok: false, reason: 'not-egift' };
  if (ENDED.includes(item.status)) return { ok: false, reason: 'cancelled' };
  if (RESENDING.includes(item.status)) return { ok: false, reason: 'already-requested' };
  if (!RESENDABLE.includes(item.status)) return { ok: false, reason: 'not-delivered' };
  return { ok: true };
}
