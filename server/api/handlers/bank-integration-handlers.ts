import type { operations } from '@openapi/programme-api';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { CustomActionService } from '../../custom-actions/custom-action-service';
import type { CardRatioService } from '../../account/card-ratio-service';
import type { TravelPartnerService } from '../../travel/travel-partner-service';
import { memberOf, type ActionAccessResolver } from '../operation-access';
import { callerOf, localeOf, sendIdempotent, type Handler, type JsonBody, type Path } from './handler-support';

/** The services behind the bank integration calls of spec §7 that issue 21 item 16 added. */
export interface BankIntegrationServices {
  cardRatios: CardRatioService;
  travelPartner: TravelPartnerService;
  customActions: CustomActionService;
}

/**
 * What the custom action a request names needs (its registry declares it),
 * for the access hook: runCustomAction's `x-access-per-action`.
 */
export function bankIntegrationActionAccess({ customActions }: Pick<BankIntegrationServices, 'customActions'>): Record<string, ActionAccessResolver> {
  return {
    async runCustomAction(request, member) {
      const body = request.body as JsonBody<'runCustomAction'>;
      return customActions.accessOf(member, { action: body.action, input: body.input as Record<string, unknown> });
    },
  };
}

/**
 * Thin handlers of the bank integration calls (spec §7: the card's ratio,
 * the programme's custom actions, the travel partner calls), kept apart
 * from api-routes.ts; access is the document's `x-access`, enforced before
 * they run.
 */
export function bankIntegrationHandlers({ cardRatios, travelPartner, customActions }: BankIntegrationServices) {
  return {
    async runCustomAction(request) {
      const { member, session } = callerOf(request);
      const body = request.body as JsonBody<'runCustomAction'>;
      return {
        data: await customActions.run(member, session, {
          action: body.action,
          input: body.input as Record<string, unknown>,
          locale: localeOf(request.query as { locale?: Locale }, member),
        }),
      };
    },
    async getTravelPartner() {
      return { data: travelPartner.partner() };
    },
    async validateTravelMember(request) {
      const { member, session } = callerOf(request);
      const body = request.body as JsonBody<'validateTravelMember'>;
      return {
        data: await travelPartner.validateMember(member, session, {
          accountId: body.account_id,
          offerCode: body.offer_code,
          locale: localeOf(request.query as { locale?: Locale }, member),
        }),
      };
    },
    async checkoutTravelBooking(request, reply) {
      const body = request.body as JsonBody<'checkoutTravelBooking'>;
      return sendIdempotent(request, reply, 'query', ({ member, session }, call) =>
        travelPartner.checkout(member, session, { accountId: body.account_id, offerCode: body.offer_code, ...call }),
      );
    },
    async getCardRatio(request) {
      const { id } = request.params as Path<'getCardRatio'>;
      return { data: await cardRatios.ratio(memberOf(request), id) };
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
