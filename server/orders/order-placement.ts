import { stockReservations } from '@rewards-storefront/domain/catalogue/stock';
import { allocateProportionally } from '@rewards-storefront/domain/checkout/proportional-allocation';
import { charityShares } from '@rewards-storefront/domain/donations/charity-shares';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { saleChannelOf } from '@rewards-storefront/domain/orders/order-history';
import type { CheckoutRequest, Order as OrderBody } from '@openapi/schemas';
import type { PoolClient } from 'pg';
import type { SessionClaims } from '../auth/token-service';
import { markCartCheckedOut } from '../cart/cart-repository';
import { insufficientStock, reserveStock } from '../catalogue/stock-repository';
import { findCharityNames, type CharityRow } from '../donations/charity-repository';
import { debitPoints } from '../ledger/point-ledger';
import { enqueueMail } from '../mail/mail-outbox-repository';
import { renderOrderConfirmation } from '../mail/order-confirmation-email';
import type { MemberRow } from '../account/member-repository';
import type { PreparedCheckout } from './checkout-validation';
import { stockLineOf } from './checkout-validation';
import { insertOrder, insertOrderItemFees, insertOrderItems, insertOrderPromotions } from './order-placement-repository';
import { insertFirstItemStatus } from './order-repository';
import type { OrderService } from './order-service';

/**
 * The charities of a gift as the order item keeps them: names in both
 * languages and each one's share of the item's points as at checkout
 * (domain/donations/charity-shares.ts), so later renames or price changes
 * never change a placed order.
 */
function charityRecords(ids: readonly number[], points: number, charities: ReadonlyMap<number, CharityRow>) {
  const shares = charityShares(points, ids.length);
  return ids.map((id, index) => ({
    id,
    name_en: charities.get(id)?.nameEn ?? '',
    name_fr: charities.get(id)?.nameFr ?? null,
    points: shares[index]!,
  }));
}

/** The checkout being placed: the checked cart, who places it, and the reference it gets. */
export interface Placement {
  prepared: PreparedCheckout;
  member: MemberRow;
  session: SessionClaims;
  body: CheckoutRequest;
  locale: Locale;
  reference: string;
}

/**
 * Writes a checked cart as an order (spec §4 placement), inside the
 * checkout's transaction: the order, its items, fees and promotions; the
 * cart closed; the confirmation email queued; then the stock of counted
 * variants and, last, the points debit through the ledger.
 */
export class OrderPlacement {
  constructor(private readonly orders: OrderService) {}

  /** The order row and its items, fees and promotions; answers the order's id. */
  async write(client: PoolClient, { prepared, member, session, body, locale, reference }: Placement): Promise<number> {
    const { priced, split, cart, now } = prepared;
    const address = prepared.shippingAddress;
    const orderId = await insertOrder(client, {
      programmeId: member.programmeId,
      accountId: cart.accountId,
      memberId: member.id,
      adminId: session.loginAs?.adminId ?? null,
      reference,
      shoppingCartId: cart.id,
      locale,
      subtotalPoints: priced.subtotal,
      // What the codes took off (the total before fees is the subtotal less this, never below 0).
      discountPoints: priced.subtotal - (priced.total - priced.feeAmount),
      totalPoints: priced.total,
      pointsPaid: split.points,
      cashPoints: split.cashPoints,
      cashCents: split.cashCents,
      conversionRate: prepared.programme.conversionRate,
      shippingAddress: address
        ? {
            first_name: address.firstName,
            last_name: address.lastName,
            address1: address.address1,
            address2: address.address2,
            city: address.city,
            region_code: address.regionCode,
            postal_code: address.postalCode,
            country: address.country,
          }
        : null,
      kountSessionId: body.kount_session_id,
      consents: body.consents ?? {},
      createdAt: now,
      feePoints: priced.feeAmount,
    });
    // Each item's share of what is paid covers its fees too, so cancelling it refunds them.
    const nets = priced.lines.map((line) => line.lineTotal - line.promotionAmount + line.feeAmount);
    const pointShares = allocateProportionally(split.points, nets);
    const cashShares = allocateProportionally(split.cashCents, nets);
    const charities = await findCharityNames(client, [...new Set(priced.lines.flatMap(({ line }) => line.charityProductIds))]);
    const itemIds = await insertOrderItems(
      client,
      orderId,
      priced.lines.map(({ line, lineTotal, promotionAmount, promotions }, index) => ({
        order_item_number: `${reference}-${index + 1}`,
        sale_channel_code: saleChannelOf(line.productType),
        redemption_kind: line.productType,
        product_id: line.productId,
        product_variant_id: line.productVariantId,
        name_en: line.nameEn,
        name_fr: line.nameFr,
        quantity: line.quantity,
        unit_price_points: line.pricePoints + line.salePoints,
        unit_sale_points: line.salePoints,
        promotion_points: promotionAmount,
        applied_promotions: promotions.map(({ code, amount }) => ({
          promotion_code_id: code.promotionCodeId,
          code: code.code,
          title_en: code.titleEn,
          title_fr: code.titleFr,
          amount_points: amount,
        })),
        points_paid: pointShares[index],
        cash_cents: cashShares[index],
        recipient_name: line.productType === 'egiftcard' ? `${member.firstName} ${member.lastName}` : null,
        recipient_email: line.productType === 'egiftcard' ? member.email : null,
        notes: line.notes,
        charities: charityRecords(line.charityProductIds, lineTotal, charities),
        // What this item takes from its variant's stock (finish() takes it), and a cancellation gives back.
        stock_reserved: line.stockQuantity === null ? 0 : line.quantity,
      })),
    );
    await insertFirstItemStatus(client, { itemIds, status: 'placed', at: now });
    await insertOrderItemFees(
      client,
      priced.lines.flatMap((line, index) =>
        line.fees.map(({ feeType, points }) => ({
          order_item_id: itemIds[index]!,
          fee_type_id: feeType.id,
          code: feeType.code,
          name_en: feeType.nameEn,
          name_fr: feeType.nameFr,
          amount: points,
        })),
      ),
    );
    await insertOrderPromotions(
      client,
      orderId,
      priced.codes
        .filter((code) => code.isLive && code.amount > 0)
        .map(({ code, amount }) => ({ id: code.promotionCodeId, code: code.code, title_en: code.titleEn, title_fr: code.titleFr, amount })),
    );
    return orderId;
  }

  /**
   * After the order (and its charge) is written: the cart closed, the
   * confirmation queued, the stock taken and the points debited. Answers the
   * order as the member reads it.
   */
  async finish(client: PoolClient, placement: Placement, orderId: number, charged: boolean): Promise<OrderBody> {
    const { prepared, member, locale, reference } = placement;
    const { cart, lines, priced, split, now } = prepared;
    await markCartCheckedOut(client, cart.id);
    const order = await this.orders.orderBody(client, orderId, member.id, locale, now, {
      hasPayments: charged,
      hasPromotions: priced.codes.some((code) => code.isLive && code.amount > 0),
    });
    if (member.email) {
      const email = renderOrderConfirmation({
        locale,
        firstName: member.firstName,
        referenceIdentifier: reference,
        orderedAt: now,
        items: order.order_items.map((item) => ({
          name: item.product.name,
          quantity: item.quantity,
          points: item.item_total - item.promotion_amount,
          productType: item.product_type,
          charities: item.charities.map((charity) => ({ name: charity.name, points: charity.points })),
        })),
        pointsUsed: split.points,
        cashCents: split.cashCents,
        recipientEmail: member.email,
      });
      await enqueueMail(client, { programmeId: member.programmeId, memberId: member.id, kind: 'order_confirmation', locale, to: member.email, ...email, orderId });
    }
    // Stock is taken in this transaction (issue 21 item 9): conditional UPDATEs in variant order, so checkouts on
    // every API node queue on the variant's row and none takes more than is left; a refusal rolls the order back.
    const shortage = await reserveStock(client, stockReservations(lines.map(stockLineOf)));
    if (shortage) {
      throw insufficientStock([{ ...shortage, lineIds: lines.filter((line) => line.productVariantId === shortage.variantId).map((line) => line.id) }]);
    }
    // Last, so the card's balance row is locked only for the debit and the commit: concurrent checkouts on one
    // card queue there. The balance is read again under the lock; the projection's CHECK is the last line.
    if (split.points > 0) {
      await debitPoints(
        client,
        {
          accountId: cart.accountId,
          points: split.points,
          description: `Order ${reference}`,
          source: { type: 'redemption_order', id: orderId },
          idempotencyKey: `order:${orderId}:redeem`,
          at: now,
        },
        'order',
      );
    }
    return order;
  }
}
