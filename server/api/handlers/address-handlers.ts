import type { operations } from '@openapi/programme-api';
import type { AddressService } from '../../address-book/address-service';
import type { AddressVerifier } from '../../address-book/address-verifier';
import { memberOf } from '../operation-access';
import { callerOf, localeOf, type Handler, type JsonBody, type Path } from './handler-support';

export interface AddressHandlerServices {
  addresses: AddressService;
  addressVerifier: AddressVerifier;
}

/** The member's address book and address verification (spec §5). Access is each operation's `x-access`, enforced before these run. */
export function addressHandlers({ addresses, addressVerifier }: AddressHandlerServices) {
  return {
    async validateAddress(request) {
      return { data: await addressVerifier.verify(request.body as JsonBody<'validateAddress'>) };
    },
    async listAddresses(request) {
      const member = memberOf(request);
      return { data: await addresses.list(member, localeOf(undefined, member)) };
    },
    async createAddress(request, reply) {
      const { member, session } = callerOf(request);
      const address = await addresses.create(member, session, request.body as JsonBody<'createAddress'>, localeOf(undefined, member));
      return reply.code(201).send({ data: address });
    },
    async getAddress(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'getAddress'>;
      return { data: await addresses.get(member, id, localeOf(undefined, member)) };
    },
    async updateAddress(request) {
      const { member, session } = callerOf(request);
      const { id } = request.params as Path<'updateAddress'>;
      return { data: await addresses.update(member, session, id, request.body as JsonBody<'updateAddress'>, localeOf(undefined, member)) };
    },
    async deleteAddress(request) {
      const { member, session } = callerOf(request);
      const { id } = request.params as Path<'deleteAddress'>;
      await addresses.remove(member, session, id);
      return { data: { code: 'success' } };
    },
    async setDefaultAddress(request) {
      const { member, session } = callerOf(request);
      const { id } = request.params as Path<'setDefaultAddress'>;
      return { data: await addresses.makeDefault(member, session, id, localeOf(undefined, member)) };
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
