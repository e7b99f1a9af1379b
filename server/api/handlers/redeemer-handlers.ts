import type { operations } from '@openapi/programme-api';
import type { AuthorizedRedeemerService } from '../../redeemers/authorized-redeemer-service';
import { memberOf } from '../operation-access';
import { callerOf, localeOf, type Handler, type JsonBody, type Path, type Query } from './handler-support';

export interface RedeemerHandlerServices {
  redeemers: AuthorizedRedeemerService;
}

/** The card's authorized redeemers (spec §9). Access is each operation's `x-access`, enforced before these run. */
export function redeemerHandlers({ redeemers }: RedeemerHandlerServices) {
  return {
    async listAuthorizedRedeemers(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'listAuthorizedRedeemers'>;
      return { data: await redeemers.list(member, id, localeOf(request.query as Query<'listAuthorizedRedeemers'>, member)) };
    },
    async addAuthorizedRedeemer(request, reply) {
      const { member, session } = callerOf(request);
      const { id } = request.params as Path<'addAuthorizedRedeemer'>;
      const body = request.body as JsonBody<'addAuthorizedRedeemer'>;
      const redeemer = await redeemers.add(member, session, {
        accountId: id,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        relationCode: body.relation_code,
        locale: localeOf(request.query as Query<'addAuthorizedRedeemer'>, member),
      });
      return reply.code(201).send({ data: redeemer });
    },
    async removeAuthorizedRedeemer(request, reply) {
      const { member, session } = callerOf(request);
      const { id, redeemerId } = request.params as Path<'removeAuthorizedRedeemer'>;
      await redeemers.remove(member, session, id, redeemerId);
      return reply.code(204).send();
    },
    async listAuthorizedRedeemerRelations(request) {
      const member = memberOf(request);
      return { data: await redeemers.relations(localeOf(request.query as Query<'listAuthorizedRedeemerRelations'>, member)) };
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
