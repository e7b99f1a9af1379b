import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Pool } from 'pg';
import type { TokenService } from '../auth/token-service';
import type { Clock } from '../clock';
import { findOrderIdByReference, findOrderItems } from '../orders/order-repository';
import { travelBookingOf } from '../orders/travel-booking';
import type { TravelPartnerView } from '../sandbox/travel-partner-page';

const ITINERARY = /^itinerary\/([a-z]+)\/([A-Za-z0-9-]{1,40})$/;

/**
 * The sandbox travel partner's side of the redirect (decisions §3): it
 * trusts the store's token (signed by the programme, 2 minutes, audience
 * travel-partner) and shows the itinerary of one of that member's
 * bookings on that card, by its order reference and product type.
 */
export class SandboxTravelPartner {
  constructor(
    private readonly pool: Pool,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  async view(input: { token: string | undefined; redirect: string | undefined; locale: Locale }): Promise<TravelPartnerView> {
    let claims: { memberId: number; accountId: number };
    try {
      claims = await this.tokens.verifyTravel(input.token ?? '', this.clock.now());
    } catch {
      return { kind: 'invalid' };
    }
    if (input.redirect === undefined || input.redirect === '') return { kind: 'signed-in' };
    const match = ITINERARY.exec(input.redirect);
    if (!match) return { kind: 'not-found' };
    const [, type, reference] = match as unknown as [string, string, string];
    const orderId = await findOrderIdByReference(this.pool, { referenceIdentifier: reference, ...claims });
    if (orderId === null) return { kind: 'not-found' };
    const booking = (await findOrderItems(this.pool, [orderId]))
      .map((item) => travelBookingOf(item, input.locale))
      .find((candidate) => candidate !== null && candidate.product_type === type);
    return booking ? { kind: 'itinerary', reference, booking } : { kind: 'not-found' };
  }
}
