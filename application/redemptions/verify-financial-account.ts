import type { AccountStore } from '../account/account-store';
import { noticeFailedChange } from '../notifications/failed-change-notice';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RedemptionGateway } from '../ports/redemption-gateway';
import type { NotificationStore } from '../notifications/notification-store';

/** The partner's answer: verified (with the id the redemption sends), or why not. */
export type VerifyOutcome =
  | { readonly outcome: 'verified'; readonly verificationId: number; readonly maskedAccountNumber: string }
  | { readonly outcome: 'invalid' }
  | { readonly outcome: 'unknown-account' }
  | { readonly outcome: 'failed' };

/**
 * The member asks the financial partner to verify an account before
 * redeeming a reward that needs it (spec §7 verify call).
 *
 * Always holds: a number the partner refuses is 'invalid' (its pattern) or
 * 'unknown-account', for the form to say under the field; other failures
 * show a danger notice (read-only admins the read-only notice), and a
 * refused session nothing.
 */
export class VerifyFinancialAccount {
  constructor(
    private readonly gateway: RedemptionGateway,
    private readonly accounts: AccountStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({ productId, accountNumber }: { readonly productId: number; readonly accountNumber: string }): Promise<VerifyOutcome> {
    const accountId = this.accounts.snapshot.accountId;
    if (accountId === null) return { outcome: 'failed' };
    const result = await this.gateway.verifyFinancialAccount({ accountId, productId, accountNumber });
    if (result.ok) return { outcome: 'verified', verificationId: result.verificationId, maskedAccountNumber: result.maskedAccountNumber };
    if (result.reason === 'invalid') return { outcome: 'invalid' };
    if (result.reason === 'account-not-verified') return { outcome: 'unknown-account' };
    noticeFailedChange(result, this.notifications, this.errors, 'financial account verification', {
      title: { key: 'redemptions.refusal.failedTitle' },
      description: { key: 'redemptions.refusal.failed' },
    });
    return { outcome: 'failed' };
  }
}
