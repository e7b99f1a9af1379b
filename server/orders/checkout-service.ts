import { DELIVERY_RESTRICTION_CODES } from '@domain/address/shipping-address';
import { actingAgentOf, declareActingAgent } from '../auth/acting-agent';
import { checkCartMinimum } from '@domain/cart/cart-minimum';
import { splitPayment } from '@domain/catalogue/split-pay';
import { allocateProportionally } from '@domain/checkout/proportional-allocation';
import { type Locale } from '@domain/locale/locale';
import { saleChannelOf } from '@domain/orders/order-history';
import { creditCardProblems } from '@domain/payment/credit-card';
import type { components } from '@openapi/programme-api';
import type { Pool, PoolClient } from 'pg';
import { addressValuesOf, deliveryRestrictionError } from '../addresses/address-service';
import { findAddressOfMember, insertAddress, lockMemberAddresses, type AddressValues } from '../addresses/address-repository';
import type { SessionClaims } from '../auth/token-service';
import { findAppliedCodes, findCartLines, findCartOfMember, findCartProgramme, markCartCheckedOut } from '../cart/cart-repository';
import { priceCart, type ConsentName } from '../cart/cart-pricing';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { runIdempotent, type IdempotentAnswer } from '../idempotency/idempotency';
import { enqueueMail } from '../mail/mail-outbox';
import type { MailDispatcher } from '../mail/mail-dispatcher';
import { renderOrderConfirmation } from '../mail/order-confirmation-email';
import type { MemberRow } from '../members/member-repository';
import { findBinRanges } from '../payment/bin-range-repository';
import type { PaymentIntent, PaymentIntents } from '../payment/payment-intents';
import type { PaymentProcessor } from '../payment/payment-processor';
import { failpoint } from '../testing/failpoint';
import { insertFirstItemStatus, insertPaymentTransaction } from './order-repository';
import { debitPoints, requireBalance } from '../ledger/point-ledger';
import type { OrderService } from './order-service';
import { newReferenceIdentifier } from './reference-number';
import { charityShares } from '@domain/donations/charity-shares';
import { stockReservations, stockShortages, type StockLine } from '@domain/catalogue/stock';
import { insufficientStock, reserveStock } from '../catalogue/stock-repository';
import { findCharityNames, type CharityRow } from '../donations/charity-repository';

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

type CheckoutRequest = components['schemas']['CheckoutRequest'];
type CheckoutResult = components['schemas']['CheckoutResult'];

const CONSENT_MESSAGES: Record<ConsentName, string> = {
  prepaid_card_terms: 'must be true: the prepaid card terms must be accepted',
  irreversible_redemption: 'must be true: this redemption cannot be cancelled once placed',
  program_rules: 'must be true: the programme rules must be accepted',
};

const RESTRICTION_MESSAGES = {
  po_box: 'Merchandise cannot be delivered to a P.O. box. Please choose a street address in Canada.',
  rural_route: 'Merchandise cannot be delivered to a rural route. Please choose a street address in Canada.',
  invalid_country: 'Merchandise can only be delivered to addresses in Canada.',
} as const;

/** The cash part authorized for this key is not the one this cart now needs. */
function cartChanged(): ApiError {
  return ApiError.conflict('CART_CHANGED', 'The cart changed while the order was being placed; please review it and place the order again.');
}

/** The key's card authorization was voided (its first attempt never became an order): the card is not charged. */
function paymentCancelled(): ApiError {
  return ApiError.conflict(
    'PAYMENT_CANCELLED',
    'The card payment of this attempt was cancelled before the order was placed, and the card was not charged; place the order again.',
  );
}

interface Prepared {
  now: Date;
  cart: NonNullable<Awaited<ReturnType<typeof findCartOfMember>>>;
  lines: Awaited<ReturnType<typeof findCartLines>>;
  programme: NonNullable<Awaited<ReturnType<typeof findCartProgramme>>>;
  priced: ReturnType<typeof priceCart>;
  split: { points: number; cashPoints: number; cashCents: number };
  shippingAddress: AddressValues | null;
}

/** A cart line as the domain's stock rule reads it. */
function stockLineOf(line: { id: number; productVariantId: number; quantity: number; stockQuantity: number | null }): StockLine {
  return { lineId: line.id, variantId: line.productVariantId, quantity: line.quantity, stockQuantity: line.stockQuantity };
}

function cartMinimumMessage(points: number): string {
  return `You need a minimum of ${points} points to checkout your shopping cart. Please adjust the items in your cart before trying again.`;
}

/**
 * Places orders (POST /shoppingCart/checkout, spec §2 checkout, §4 placement
 * result, §5 rules; decisions §8). A cash part is authorized first, outside
 * any transaction, as a payment intent keyed to the Idempotency-Key
 * (payment/payment-intents.ts). Then one transaction claims the key, locks
 * the cart row (a cart becomes at most one order), checks everything again,
 * writes the order and attaches the intent to it, debits the points through
 * the ledger with the card's balance row locked last (concurrent checkouts on
 * one card queue there, and the projection's CHECK is the last line), closes
 * the cart and queues the confirmation email, takes the stock of counted
 * variants with conditional UPDATEs in variant order (more than is left
 * refuses the order: 409 INSUFFICIENT_STOCK). Only after COMMIT is the
 * authorization captured; a refused order voids it at once, and the recovery
 * sweep settles whatever a crash left between the steps.
 */
export class CheckoutService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly payments: PaymentProcessor,
    private readonly orders: OrderService,
    private readonly mail: MailDispatcher,
    private readonly intents: PaymentIntents,
  ) {}

  /** The programme's accepted card ranges (GET /member/program/binrange). */
  async binRanges(member: MemberRow): Promise<components['schemas']['BinRange'][]> {
    const ranges = await findBinRanges(this.pool, member.programmeId);
    return ranges.map((range) => ({ start: range.start, end: range.end, card_brand: range.cardBrand }));
  }

  async checkout(
    member: MemberRow,
    session: SessionClaims,
    input: { body: CheckoutRequest; idempotencyKey: string; hash: string; locale: Locale },
  ): Promise<IdempotentAnswer<{ data: CheckoutResult }>> {
    // Outside any transaction or lock: the cash part is authorized (or the key's earlier authorization found) first.
    const intent = await this.authorizeCashPart(member, input);
    let placedHere = false;
    let answer: IdempotentAnswer<{ data: CheckoutResult }>;
    try {
      answer = await runIdempotent<{ data: CheckoutResult }>(
        this.pool,
        { memberId: member.id, key: input.idempotencyKey, hash: input.hash },
        async (client) => {
          placedHere = true;
          await declareActingAgent(client, actingAgentOf(session));
          const placed = await this.place(client, member, session, input.body, input.locale, intent);
          await failpoint('order-written', input.idempotencyKey);
          return { statusCode: 201, body: { data: placed } };
        },
      );
    } catch (error) {
      // This request's own order was refused and rolled back: its authorization will never be captured.
      if (intent && placedHere && error instanceof ApiError && error.statusCode < 500) await this.intents.voidUnattached(intent.id);
      throw error;
    }
    if (intent) {
      await failpoint('order-committed', input.idempotencyKey);
      // Captured only now that the order is committed; if this fails, the recovery sweep captures it.
      await this.intents.capture(intent.id, input.idempotencyKey).catch(() => undefined);
    }
    this.mail.kick();
    return answer;
  }

  /**
   * The payment intent of a cash part, authorized: null when the key was
   * seen before (its answer is replayed), when the order has no cash part,
   * or when the order will be refused anyway (the refusal is then given,
   * and stored, by the order's transaction). The checks are those of
   * `place`, read without locks.
   */
  private async authorizeCashPart(
    member: MemberRow,
    input: { body: CheckoutRequest; idempotencyKey: string },
  ): Promise<PaymentIntent | null> {
    const card = input.body.payment_details;
    if (!card) return null;
    const known = await this.pool.query('SELECT 1 FROM idempotency_record WHERE member_id = $1 AND idempotency_key = $2', [
      member.id,
      input.idempotencyKey,
    ]);
    if (known.rowCount !== 0) return null;
    let quote: Prepared;
    const client = await this.pool.connect();
    try {
      quote = await this.prepare(client, member, input.body, { lock: false });
    } catch (error) {
      if (error instanceof ApiError && error.statusCode < 500) return null;
      throw error;
    } finally {
      client.release();
    }
    if (quote.split.cashCents === 0) return null;
    return this.intents.authorize(
      { memberId: member.id, idempotencyKey: input.idempotencyKey, shoppingCartId: quote.cart.id, accountId: quote.cart.accountId },
      quote.split.cashCents,
      {
        currencyCode: 'CAD',
        cardNumber: card.credit_card_number,
        expiryMonth: card.expiry_month,
        expiryYear: card.expiry_year,
        cvv: card.cvv,
        cardholderName: `${card.first_name} ${card.last_name}`,
        fraudSessionId: input.body.kount_session_id,
        brand: card.card_type ?? null,
      },
    );
  }

  /**
   * Everything checked before money moves (spec §5): the cart, its lines and
   * price, the minimum, the consents, the split and its card, the address,
   * the eGift email and a first look at the balance. With `lock` the cart row
   * is locked and a new address is saved; without, it only reads (the quote
   * of the cash part).
   */
  private async prepare(client: PoolClient, member: MemberRow, body: CheckoutRequest, options: { lock: boolean }): Promise<Prepared> {
    const now = this.clock.now();
    const cart = await findCartOfMember(client, body.shopping_cart_id, member.id, { forUpdate: options.lock });
    if (!cart) throw ApiError.notFound('There is no such cart.');
    if (cart.accountId !== body.account_id) throw ApiError.validation([{ field: 'account_id', message: "must be the cart's card" }]);
    if (cart.status !== 'open') throw ApiError.conflict('CART_NOT_OPEN', 'This cart was checked out already.');
    if (cart.accountStatus !== 'ACTIVE')
      throw ApiError.conflict('ACCOUNT_NOT_ACTIVE', 'This card is on hold or cancelled and cannot redeem points.');

    // One connection runs one statement at a time: these go one after the other.
    const lines = await findCartLines(client, cart.id);
    const codes = await findAppliedCodes(client, cart.id);
    const programme = await findCartProgramme(client, member.programmeId);
    if (!programme) throw ApiError.notFound('There is no such programme.');
    if (lines.length === 0) throw ApiError.conflict('CART_EMPTY', 'The cart is empty.');
    const unavailable = lines.filter((line) => !line.isOrderable).map((line) => line.id);
    if (unavailable.length > 0) {
      throw new ApiError(409, 'PRODUCT_UNAVAILABLE', 'Item Not Available', { data: { item_ids: unavailable } });
    }
    // Read here (and so before any card is authorized); taken for real, atomically, by `place`.
    const shortages = stockShortages(lines.map(stockLineOf));
    if (shortages.length > 0) throw insufficientStock(shortages);
    const priced = priceCart(lines, codes, now);
    const minimum = checkCartMinimum(priced.total, programme.cartMinimumPoints);
    if (!minimum.ok)
      throw new ApiError(422, 'CART_MINIMUM_NOT_MET', cartMinimumMessage(minimum.points), { data: { points: minimum.points } });

    const missingConsents = priced.consentsRequired.filter((name) => body.consents?.[name] !== true);
    if (missingConsents.length > 0) {
      throw new ApiError(400, 'CONSENT_REQUIRED', 'Some consents must be accepted before the order can be placed.', {
        errors: missingConsents.map((name) => ({ field: `consents.${name}`, message: CONSENT_MESSAGES[name] })),
      });
    }

    // Points and cash (spec §5): at least the minimum share in points; the card pays the rest.
    const points = body.points ?? priced.total;
    const split = priced.hasSplitpay
      ? splitPayment({ totalPoints: priced.total, points, conversionRate: programme.conversionRate, percent: priced.minPercentagePoints })
      : points === priced.total
        ? { ok: true as const, points, cashPoints: 0, cashCents: 0 }
        : ({ ok: false, reason: 'points-only' } as const);
    if (!split.ok) {
      const message =
        split.reason === 'points-only'
          ? `must be the cart's total (${priced.total}): this cart cannot be paid in part by card`
          : split.reason === 'above-total'
            ? `must be at most the cart's total (${priced.total})`
            : `must be at least ${priced.minPoints} (${priced.minPercentagePoints}% of the total in points)`;
      throw ApiError.validation([{ field: 'points', message }]);
    }
    if (split.cashCents > 0) await this.checkCard(client, member, body);

    const shippingAddress = priced.requiresShipping ? await this.shippingAddress(client, member, body, { save: options.lock }) : null;
    const hasEgift = lines.some((line) => line.productType === 'egiftcard');
    if (hasEgift && !member.email) {
      throw new ApiError(
        422,
        'EGIFT_RECIPIENT_EMAIL_MISSING',
        'There is no email on file to send the eGift card to. Please call customer service.',
      );
    }

    // A first look without a lock, so a card short of points is refused before anything is charged.
    await requireBalance(client, cart.accountId, split.points, 'order');
    return { now, cart, lines, programme, priced, split, shippingAddress };
  }

  private async place(
    client: PoolClient,
    member: MemberRow,
    session: SessionClaims,
    body: CheckoutRequest,
    locale: Locale,
    intent: PaymentIntent | null,
  ): Promise<CheckoutResult> {
    const { now, cart, lines, programme, priced, split, shippingAddress } = await this.prepare(client, member, body, { lock: true });
    const reference = newReferenceIdentifier(now);
    // The cash part was authorized before this transaction (authorizeCashPart): here it is only checked and attached.
    if (split.cashCents > 0) {
      if (intent?.status === 'declined') {
        throw new ApiError(402, 'PAYMENT_DECLINED', intent.declineMessage ?? '', { data: { reason: intent.declineReason ?? 'declined' } });
      }
      if (!intent || intent.amountCents !== split.cashCents) throw cartChanged();
      if (intent.status !== 'authorized') throw paymentCancelled();
    }

    const orderId = await this.insertOrder(client, {
      member,
      session,
      cartId: cart.id,
      accountId: cart.accountId,
      reference,
      locale,
      priced,
      split,
      conversionRate: programme.conversionRate,
      shippingAddress,
      body,
      now,
    });
    const charged = split.cashCents > 0 && intent !== null;
    if (charged) {
      // Fails when the recovery sweep voided the authorization meanwhile: then this order is refused, not placed unpaid.
      if (!(await this.intents.attachToOrder(client, intent.id, orderId))) throw paymentCancelled();
      await insertPaymentTransaction(client, {
        orderId,
        orderItemId: null,
        kind: 'charge',
        amountCents: split.cashCents,
        processor: this.payments.name,
        processorReference: intent.processorReference!,
        maskedCardNumber: `•••• ${intent.cardLastFour}`,
        cardBrand: intent.cardBrand,
        billingAddress: body.payment_details?.billing_address ? { ...body.payment_details.billing_address } : null,
        at: now,
      });
    }
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
      await enqueueMail(client, {
        programmeId: member.programmeId,
        memberId: member.id,
        kind: 'order_confirmation',
        locale,
        to: member.email,
        ...email,
        orderId,
      });
    }
    // Stock is taken in this transaction (issue 21 item 9): conditional UPDATEs in variant order, so checkouts on
    // every API node queue on the variant's row and none takes more than is left; a refusal rolls the order back.
    const reservations = stockReservations(lines.map(stockLineOf));
    const shortage = await reserveStock(client, reservations);
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
    return { id: orderId, code: 'success', reference_identifier: reference, order };
  }

  /** The card of the cash part (spec §5): present, Luhn-valid, not expired, in the programme's bin ranges. */
  private async checkCard(client: PoolClient, member: MemberRow, body: CheckoutRequest): Promise<void> {
    const card = body.payment_details;
    if (!card) {
      throw ApiError.validation([{ field: 'payment_details', message: 'is required: part of the total is paid by card' }]);
    }
    const ranges = await findBinRanges(client, member.programmeId);
    const problems = creditCardProblems(card, ranges, this.clock.now());
    if (problems.length > 0) {
      const messages: Record<string, string> = {
        'validation.required': 'is required',
        'validation.invalid': 'is invalid',
        'checkout.card.useRewardsCard': 'Please use a rewards credit card',
        'checkout.card.expired': 'is in the past: the card has expired',
        'checkout.card.typeMismatch': 'is not the type of the card number',
        'checkout.billing.postalCodeInvalid': "is not a postal code of the address's country",
        'checkout.billing.regionInvalid': "is not a province or state of the address's country",
      };
      throw ApiError.validation(
        problems.map((problem) => ({ field: `payment_details.${problem.field}`, message: messages[problem.key] ?? 'is invalid' })),
        problems.some((problem) => problem.key === 'checkout.card.useRewardsCard')
          ? 'Please use a rewards credit card'
          : 'The entered credit card information is not valid, please provide the valid credit card details',
      );
    }
  }

  /** The address a cart that ships goes to: one of the member's own, or a new one; Canadian street addresses only. */
  private async shippingAddress(client: PoolClient, member: MemberRow, body: CheckoutRequest, options: { save: boolean }): Promise<AddressValues> {
    let values: AddressValues;
    if (body.address_id !== undefined) {
      const row = await findAddressOfMember(client, member.id, body.address_id);
      if (!row) throw ApiError.notFound('No such address for this member.');
      values = row;
    } else if (body.address) {
      values = addressValuesOf(body.address, 'address.');
    } else {
      throw ApiError.validation([{ field: 'address_id', message: 'is required: the cart holds items that ship (or send address)' }]);
    }
    // A saved address from before the rule is refused on address_id; a new one on its own field.
    const restricted = deliveryRestrictionError(values, 'address.');
    if (restricted) {
      const error = body.address_id !== undefined ? { ...restricted.error, field: 'address_id' } : restricted.error;
      throw new ApiError(400, DELIVERY_RESTRICTION_CODES[restricted.restriction], RESTRICTION_MESSAGES[restricted.restriction], {
        errors: [error],
      });
    }
    if (options.save && body.address && body.save_address === true) {
      await lockMemberAddresses(client, member.id);
      await insertAddress(client, member.id, values, { isDefault: false, validatedAt: null });
    }
    return values;
  }

  private async insertOrder(
    client: PoolClient,
    input: {
      member: MemberRow;
      session: SessionClaims;
      cartId: number;
      accountId: number;
      reference: string;
      locale: Locale;
      priced: ReturnType<typeof priceCart>;
      split: { points: number; cashPoints: number; cashCents: number };
      conversionRate: number;
      shippingAddress: AddressValues | null;
      body: CheckoutRequest;
      now: Date;
    },
  ): Promise<number> {
    const { priced, split, member } = input;
    const address = input.shippingAddress;
    const { rows } = await client.query<{ id: number }>({
      name: 'insert-order',
      text: `INSERT INTO redemption_order (programme_id, account_id, member_id, admin_id, reference_identifier, shopping_cart_id, locale,
                                     subtotal_points, discount_points, total_points, points_paid, cash_points, cash_cents,
                                     conversion_rate, shipping_address, kount_session_id, consents, created_at, fee_points)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
      values: [
        member.programmeId,
        input.accountId,
        member.id,
        input.session.loginAs?.adminId ?? null,
        input.reference,
        input.cartId,
        input.locale,
        priced.subtotal,
        // What the codes took off (the total before fees is the subtotal less this, never below 0).
        priced.subtotal - (priced.total - priced.feeAmount),
        priced.total,
        split.points,
        split.cashPoints,
        split.cashCents,
        input.conversionRate,
        address
          ? JSON.stringify({
              first_name: address.firstName,
              last_name: address.lastName,
              address1: address.address1,
              address2: address.address2,
              city: address.city,
              region_code: address.regionCode,
              postal_code: address.postalCode,
              country: address.country,
            })
          : null,
        input.body.kount_session_id,
        JSON.stringify(input.body.consents ?? {}),
        input.now,
        priced.feeAmount,
      ],
    });
    const orderId = rows[0]!.id;
    // Each item's share of what is paid covers its fees too, so cancelling it refunds them.
    const nets = priced.lines.map((line) => line.lineTotal - line.promotionAmount + line.feeAmount);
    const pointShares = allocateProportionally(split.points, nets);
    const cashShares = allocateProportionally(split.cashCents, nets);
    const charities = await findCharityNames(client, [...new Set(priced.lines.flatMap(({ line }) => line.charityProductIds))]);
    const items = priced.lines.map(({ line, lineTotal, promotionAmount, promotions }, index) => ({
      order_item_number: `${input.reference}-${index + 1}`,
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
      // What this item takes from its variant's stock (place() takes it), and a cancellation gives back.
      stock_reserved: line.stockQuantity === null ? 0 : line.quantity,
    }));
    const inserted = await client.query<{ id: number }>({
      name: 'insert-order-items',
      text: `INSERT INTO redemption_order_item (order_id, order_item_number, sale_channel_code, redemption_kind, product_id, product_variant_id,
                                          name_en, name_fr, quantity, unit_price_points, unit_sale_points, promotion_points,
                                          applied_promotions, points_paid, cash_cents, recipient_name, recipient_email, notes, charities,
                                          stock_reserved)
       SELECT $1, x.order_item_number, x.sale_channel_code, x.redemption_kind, x.product_id, x.product_variant_id, x.name_en, x.name_fr,
              x.quantity, x.unit_price_points, x.unit_sale_points, x.promotion_points, x.applied_promotions, x.points_paid, x.cash_cents,
              x.recipient_name, x.recipient_email, x.notes, x.charities, x.stock_reserved
         FROM jsonb_to_recordset($2::jsonb) AS x(order_item_number text, sale_channel_code text, redemption_kind text,
              product_id bigint, product_variant_id bigint, name_en text, name_fr text, quantity integer, unit_price_points bigint,
              unit_sale_points bigint, promotion_points bigint, applied_promotions jsonb, points_paid bigint, cash_cents bigint,
              recipient_name text, recipient_email text, notes text, charities jsonb, stock_reserved integer)
       RETURNING id`,
      values: [orderId, JSON.stringify(items)],
    });
    await insertFirstItemStatus(client, { itemIds: inserted.rows.map((row) => row.id), status: 'placed', at: input.now });
    const fees = priced.lines.flatMap((line, index) =>
      line.fees.map(({ feeType, points }) => ({
        order_item_id: inserted.rows[index]!.id,
        fee_type_id: feeType.id,
        code: feeType.code,
        name_en: feeType.nameEn,
        name_fr: feeType.nameFr,
        amount: points,
      })),
    );
    if (fees.length > 0) {
      await client.query(
        `INSERT INTO redemption_order_item_fee (order_item_id, additional_fee_type_id, code, name_en, name_fr, amount_points)
         SELECT x.order_item_id, x.fee_type_id, x.code, x.name_en, x.name_fr, x.amount
           FROM jsonb_to_recordset($1::jsonb) AS x(order_item_id bigint, fee_type_id bigint, code text, name_en text, name_fr text, amount bigint)
          ORDER BY x.order_item_id`,
        [JSON.stringify(fees)],
      );
    }
    const livePromotions = priced.codes.filter((code) => code.isLive && code.amount > 0);
    if (livePromotions.length > 0) {
      await client.query(
        `INSERT INTO redemption_order_promotion (order_id, promotion_code_id, code, title_en, title_fr, amount_points)
         SELECT $1, x.id, x.code, x.title_en, x.title_fr, x.amount
           FROM jsonb_to_recordset($2::jsonb) AS x(id bigint, code text, title_en text, title_fr text, amount bigint)`,
        [
          orderId,
          JSON.stringify(
            livePromotions.map(({ code, amount }) => ({
              id: code.promotionCodeId,
              code: code.code,
              title_en: code.titleEn,
              title_fr: code.titleFr,
              amount,
            })),
          ),
        ],
      );
    }
    return orderId;
  }
}
