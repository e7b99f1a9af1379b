import type { operations } from '@openapi/programme-api';
import type { TravelService } from '../../travel/travel-service';
import type { TravelCancellationService } from '../../travel/travel-cancellation-service';
import { requireSession } from '../../http/bearer-auth';
import { memberOf } from '../operation-access';
import { callerOf, hashOf, idempotencyKeyOf, localeOf, type Handler, type Path, type Query } from './handler-support';

export interface TravelHandlerServices {
  travel: TravelService;
  travelCancellations: TravelCancellationService;
}

/** The travel site's token and the cancellation of a travel booking (spec §1). Access is each operation's `x-access`, enforced before these run. */
export function travelHandlers({ travel, travelCancellations }: TravelHandlerServices) {
  return {
    async getTravelToken(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'getTravelToken'>;
      return { data: await travel.token(member, requireSession(request), id) };
    },
    async cancelTravelBooking(request, reply) {
      const { member, session } = callerOf(request);
      const { id } = request.params as Path<'cancelTravelBooking'>;
      const answer = await travelCancellations.cancel(member, session, {
        orderId: id,
        idempotencyKey: idempotencyKeyOf(request),
        hash: hashOf(request),
        locale: localeOf(request.query as Query<'cancelTravelBooking'>, member),
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
