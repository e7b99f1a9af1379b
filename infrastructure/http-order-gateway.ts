import type { OrderGateway, OrderResult } from '@application/ports/order-gateway';
import type { Locale } from '@domain/locale/locale';
import type { Order } from '@domain/orders/order';
import type { components } from '@openapi/programme-api';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';

type ApiOrder = components['schemas']['Order'];

/** OrderGateway over GET /member/order/{id}, in the member's language. */
export class HttpOrderGateway implements OrderGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  getOrder(request: { orderId: number; locale: Locale }): Promise<OrderResult> {
    return callApi(
      () => this.client.GET('/member/order/{id}', { params: { path: { id: request.orderId }, query: { locale: request.locale } } }),
      (data) => ({ ok: true, order: toOrder(data.data) }),
    );
  }
}

export function toOrder(api: ApiOrder): Order {
  const address = api.shipping_address;
  return {
    id: api.id,
    referenceIdentifier: api.reference_identifier,
    createdAt: new Date(api.created_at),
    totalPrice: api.total_price,
    discountedPrice: api.discounted_price,
    paidPrice: api.paid_price,
    pointsUsed: api.points_used,
    cashPaidCents: api.cash_paid.amount_cents,
    youSaved: api.you_saved,
    shippingAddress:
      address === null
        ? null
        : {
            firstName: address.first_name ?? '',
            lastName: address.last_name ?? '',
            address1: address.address1,
            address2: address.address2,
            city: address.city,
            regionCode: address.region_code,
            postalCode: address.postal_code,
            country: address.country,
          },
    contactEmail: api.contact.email,
    items: api.order_items.map((item) => ({
      id: item.id,
      orderItemNumber: item.order_item_number,
      productName: item.product.name,
      productSlug: item.product.slug,
      imageUrl: item.product.image,
      productType: item.product_type,
      quantity: item.quantity,
      itemTotal: item.item_total,
      promotionAmount: item.promotion_amount,
      pointsPaid: item.points_paid,
      cashCents: item.cash.amount_cents,
      status: item.status,
    })),
  };
}
