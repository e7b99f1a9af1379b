import type { operations } from '@openapi/programme-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CardRatioService } from '../members/card-ratio-service';
import { memberOf } from './operation-access';

type Path<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['path']>;
type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The services behind the bank integration calls of spec §7 that issue 21 item 16 added. */
export interface BankIntegrationServices {
  cardRatios: CardRatioService;
}

/**
 * Thin handlers of the bank integration calls (spec §7: the card's ratio,
 * the programme's custom actions, the travel partner calls), kept apart
 * from api-routes.ts; access is the document's `x-access`, enforced before
 * they run.
 */
export function bankIntegrationHandlers({ cardRatios }: BankIntegrationServices) {
  return {
    async getCardRatio(request) {
      const { id } = request.params as Path<'getCardRatio'>;
      return { data: await cardRatios.ratio(memberOf(request), id) };
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
