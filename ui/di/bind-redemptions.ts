import { TOKENS } from '@application/di-tokens';
import { CardRatios } from '@application/redemptions/card-ratios';
import { ExternalRedemptionStore } from '@application/redemptions/external-redemption-store';
import { LoadExternalProducts } from '@application/redemptions/load-external-products';
import { LoadPayWithRewards } from '@application/redemptions/load-pay-with-rewards';
import { OpenTravel } from '@application/redemptions/open-travel';
import { PayWithRewardsStore } from '@application/redemptions/pay-with-rewards-store';
import { RedeemPoints } from '@application/redemptions/redeem-points';
import { RedeemPurchase } from '@application/redemptions/redeem-purchase';
import { TravelCheckout } from '@application/redemptions/travel-checkout';
import { VerifyFinancialAccount } from '@application/redemptions/verify-financial-account';
import { bindClass, type Binder } from './bind';

/**
 * Redemptions: cash back, direct deposit, Rewards for Miles, financial
 * rewards, travel and vacations, Pay with Rewards. Its ports (the two
 * gateways, Idempotency-Keys) are bound by the composition root or the test
 * container.
 */
export function bindRedemptions(binder: Binder): void {
  const t = TOKENS;
  bindClass(binder, t.externalRedemptionStore, ExternalRedemptionStore, [t.contextStore, t.loadExternalProducts]);
  bindClass(binder, t.cardRatios, CardRatios, [t.redemptionGateway, t.errorReporter]);
  bindClass(binder, t.loadExternalProducts, LoadExternalProducts, [t.redemptionGateway, t.cardRatios, t.errorReporter]);
  bindClass(binder, t.redeemPoints, RedeemPoints, [
    t.redemptionGateway,
    t.idempotencyKeys,
    t.accountStore,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(binder, t.verifyFinancialAccount, VerifyFinancialAccount, [
    t.redemptionGateway,
    t.accountStore,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(binder, t.travelCheckout, TravelCheckout, [
    t.redemptionGateway,
    t.idempotencyKeys,
    t.accountStore,
    t.notificationStore,
    t.errorReporter,
  ]);
  bindClass(binder, t.openTravel, OpenTravel, [t.redemptionGateway, t.accountStore, t.notificationStore, t.errorReporter]);

  bindClass(binder, t.payWithRewardsStore, PayWithRewardsStore, [t.contextStore, t.loadPayWithRewards]);
  bindClass(binder, t.loadPayWithRewards, LoadPayWithRewards, [t.payWithRewardsGateway, t.cardRatios, t.errorReporter]);
  bindClass(binder, t.redeemPurchase, RedeemPurchase, [
    t.payWithRewardsGateway,
    t.idempotencyKeys,
    t.accountStore,
    t.payWithRewardsStore,
    t.notificationStore,
    t.errorReporter,
  ]);
}
