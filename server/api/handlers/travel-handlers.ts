import type { operations } from '@openapi/programme-api';
import type { TravelService } from '../../travel/travel-service';
import type { TravelCancellationService } from '../../travel/travel-cancellation-service';
import { requireSession } from '../../http/bearer-auth';
import { memberOf } from '../operation-access';
import { sendIdempotent, type Handler, type Path } from './handler-support';

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
      const { id } = request.params as Path<'cancelTravelBooking'>;
      return sendIdempotent(request, reply, 'query', ({ member, session }, call) => travelCancellations.cancel(member, session, { orderId: id, ...call }));
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
