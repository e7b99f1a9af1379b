import { TOKENS } from '@application/di-tokens';
import { ExternalRedemptionStore } from '@application/redemptions/external-redemption-store';
import { LoadExternalProducts } from '@application/redemptions/load-external-products';
import { LoadPayWithRewards } from '@application/redemptions/load-pay-with-rewards';
import { OpenTravel } from '@application/redemptions/open-travel';
import { PayWithRewardsStore } from '@application/redemptions/pay-with-rewards-store';
import { RedeemPoints } from '@application/redemptions/redeem-points';
import { RedeemPurchase } from '@application/redemptions/redeem-purchase';
import { VerifyFinancialAccount } from '@application/redemptions/verify-financial-account';
import type { Container } from 'inversify';
import { bindClass } from './bind';

/**
 * Redemptions: cash back, direct deposit, Rewards for Miles, financial
 * rewards, travel and vacations, Pay with Rewards. Its ports (the two
 * gateways, Idempotency-Keys) are bound by the composition root or the test
 * container.
 */
export function bindRedemptions(container: Container): void {
  const t = TOKENS;
  bindClass(container, t.externalRedemptionStore, ExternalRedemptionStore, [t.contextStore, t.loadExternalProducts]);
  bindClass(container, t.loadExternalProducts, LoadExternalProducts, [t.redemptionGateway, t.errorReporter]);
  bindClass(container, t.redeemPoints, RedeemPoints, [
    t.redemptionGateway,
    t.idempotencyKeys,
    t.accountStore,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(container, t.verifyFinancialAccount, VerifyFinancialAccount, [
    t.redemptionGateway,
    t.accountStore,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(container, t.openTravel, OpenTravel, [t.redemptionGateway, t.accountStore, t.notificationStore, t.errorReporter]);

  bindClass(container, t.payWithRewardsStore, PayWithRewardsStore, [t.contextStore, t.loadPayWithRewards]);
  bindClass(container, t.loadPayWithRewards, LoadPayWithRewards, [t.payWithRewardsGateway, t.errorReporter]);
  bindClass(container, t.redeemPurchase, RedeemPurchase, [
    t.payWithRewardsGateway,
    t.idempotencyKeys,
    t.accountStore,
    t.payWithRewardsStore,
    t.notificationStore,
    t.errorReporter,
  ]);
}
