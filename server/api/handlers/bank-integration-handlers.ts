import type { operations } from '@openapi/programme-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@domain/locale/locale';
import { requireSession } from '../http/bearer-auth';
import { requestHash } from '../idempotency/idempotency';
import type { CustomActionService } from '../custom-actions/custom-action-service';
import type { CardRatioService } from '../members/card-ratio-service';
import type { MemberRow } from '../members/member-repository';
import type { TravelPartnerService } from '../travel/travel-partner-service';
import { memberOf } from './operation-access';

type Path<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['path']>;
type JsonBody<Op extends keyof operations> = operations[Op] extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;

/** The request's locale, else the member's preferred language. */
function localeOf(request: FastifyRequest, member: MemberRow): Locale {
  return (request.query as { locale?: Locale } | undefined)?.locale ?? member.preferredLanguage ?? DEFAULT_LOCALE;
}
type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The services behind the bank integration calls of spec §7 that issue 21 item 16 added. */
export interface BankIntegrationServices {
  cardRatios: CardRatioService;
  travelPartner: TravelPartnerService;
  customActions: CustomActionService;
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
      const member = memberOf(request);
      const body = request.body as JsonBody<'runCustomAction'>;
      return {
        data: await customActions.run(member, requireSession(request), {
          action: body.action,
          input: body.input as Record<string, unknown>,
          locale: localeOf(request, member),
        }),
      };
    },
    async getTravelPartner() {
      return { data: travelPartner.partner() };
    },
    async validateTravelMember(request) {
      const member = memberOf(request);
      const body = request.body as JsonBody<'validateTravelMember'>;
      return {
        data: await travelPartner.validateMember(member, requireSession(request), {
          accountId: body.account_id,
          offerCode: body.offer_code,
          locale: localeOf(request, member),
        }),
      };
    },
    async checkoutTravelBooking(request, reply) {
      const member = memberOf(request);
      const body = request.body as JsonBody<'checkoutTravelBooking'>;
      const answer = await travelPartner.checkout(member, requireSession(request), {
        accountId: body.account_id,
        offerCode: body.offer_code,
        locale: localeOf(request, member),
        idempotencyKey: String(request.headers['idempotency-key']),
        hash: requestHash(request.method, request.url.split('?')[0] ?? '', request.body),
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
    async getCardRatio(request) {
      const { id } = request.params as Path<'getCardRatio'>;
      return { data: await cardRatios.ratio(memberOf(request), id) };
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
