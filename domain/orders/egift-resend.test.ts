import { describe, expect, it } from 'vitest';
import { egiftResend } from './egift-resend.ts';

describe('egiftResend (an eGift card sent again: spec §3 resend statuses)', () => {
  it('lets a delivered or gifted eGift card, or one whose resend failed, be sent again', () => {
    for (const status of ['delivered', 'gifted', 'resend_failed'] as const) {
      expect(egiftResend({ productType: 'egiftcard', status }), status).toEqual({ ok: true });
    }
  });

  it('refuses anything but an eGift card, whatever its status', () => {
    expect(egiftResend({ productType: 'giftcard', status: 'delivered' })).toEqual({ ok: false, reason: 'not-egift' });
    expect(egiftResend({ productType: 'merchandise', status: 'cancelled' })).toEqual({ ok: false, reason: 'not-egift' });
  });

  it('refuses while a resend is under way, before delivery, and once cancelled or refunded', () => {
    for (const status of ['resend_requested', 'resend_pending', 'resend_in_progress', 'resend_accepted'] as const) {
      expect(egiftResend({ productType: 'egiftcard', status }), status).toEqual({ ok: false, reason: 'already-requested' });
    }
    for (const status of ['placed', 'processing', 'new', 'not_available'] as const) {
      expect(egiftResend({ productType: 'egiftcard', status }), status).toEqual({ ok: false, reason: 'not-delivered' });
    }
    for (const status of ['cancelled', 'refunded', 'refund_in_progress', 'refund_requested', 'declined'] as const) {
      expect(egiftResend({ productType: 'egiftcard', status }), status).toEqual({ ok: false, reason: 'cancelled' });
    }
  });
});
