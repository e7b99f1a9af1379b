import type { Content } from '../content/content-capability';
import { QueryStore } from '../context/query-store';
import type { LazyPorts, Ports } from '../ports/ports';
import type { Session } from '../session/session-capability';
import { bestValue } from './best-value-store';
import { CardRatios } from './card-ratios';
import { externalRedemptions } from './external-redemption-store';
import { OpenTravel } from './open-travel';
import { payBackReminder } from './pay-back-reminder-store';
import { payWithRewards } from './pay-with-rewards-store';
import { RedeemPoints } from './redeem-points';
import { RedeemPurchase } from './redeem-purchase';
import { RedeemPurchases } from './redeem-purchases';
import { TravelCheckout } from './travel-checkout';
import { VerifyFinancialAccount } from './verify-financial-account';

/** Redemptions: cash back, direct deposit, Rewards for Miles, financial rewards, travel and vacations, Pay with Rewards. */
export function createRedemptions(
  ports: Ports & LazyPorts['redemptions'],
  { session, content }: { session: Session; content: Content },
) {
  const { redemptionGateway: redemptions, payWithRewardsGateway: purchases, errorReporter: errors, idempotencyKeys } = ports;
  const { contextStore, accountStore } = session;
  const { notificationStore } = content;
  /** Each card's points-to-dollar ratio, asked once per card. */
  const cardRatios = new CardRatios(redemptions, errors);
  const payWithRewardsStore = new QueryStore(payWithRewards(contextStore, purchases, cardRatios, errors));
  return {
    externalRedemptionStore: new QueryStore(externalRedemptions(contextStore, redemptions, cardRatios, errors)),
    cardRatios,
    /** The active card's ways to redeem, best value for a point first (issue 26 item 1). */
    bestValueStore: new QueryStore(bestValue(contextStore, redemptions, errors)),
    redeemPoints: new RedeemPoints(redemptions, idempotencyKeys, accountStore, notificationStore, errors),
    verifyFinancialAccount: new VerifyFinancialAccount(redemptions, accountStore, notificationStore, errors),
    /** A trip chosen at the travel partner, paid with points (state$). */
    travelCheckout: new TravelCheckout(redemptions, idempotencyKeys, accountStore, notificationStore, errors),
    openTravel: new OpenTravel(redemptions, accountStore, notificationStore, errors),
    payWithRewardsStore,
    /** The sign-in notice of purchases that can still be paid back (issue 26). */
    payBackReminderStore: new QueryStore(payBackReminder(contextStore, purchases, errors)),
    redeemPurchase: new RedeemPurchase(purchases, idempotencyKeys, accountStore, payWithRewardsStore, notificationStore, errors),
    /** Several purchases paid back at once, all or nothing (issue 26). */
    redeemPurchases: new RedeemPurchases(purchases, idempotencyKeys, accountStore, payWithRewardsStore, notificationStore, errors),
  };
}

export type Redemptions = ReturnType<typeof createRedemptions>;
