import type {
  AddRedeemerResult,
  AuthorizedRedeemerGateway,
  RedeemersResult,
  RelationsResult,
  RemoveRedeemerResult,
} from '@application/ports/authorized-redeemer-gateway';
import type { AuthorizedRedeemer, NewAuthorizedRedeemer } from '@rewards-storefront/domain/account/authorized-redeemer';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';
import { primaryOnly } from './primary-only';

/** AuthorizedRedeemerGateway over /member/account/{id}/authorized-redeemer and /member/authorized-redeemer-relations. */
export class HttpAuthorizedRedeemerGateway implements AuthorizedRedeemerGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  list(request: { accountId: number; locale: Locale }): Promise<RedeemersResult> {
    return callApi(
      () =>
        this.client.GET('/member/account/{id}/authorized-redeemer', {
          params: { path: { id: request.accountId }, query: { locale: request.locale } },
        }),
      (data) => ({ ok: true, redeemers: data.data.map(toAuthorizedRedeemer) }),
      primaryOnly,
    );
  }

  relations(locale: Locale): Promise<RelationsResult> {
    return callApi(
      () => this.client.GET('/member/authorized-redeemer-relations', { params: { query: { locale } } }),
      (data) => ({ ok: true, relations: data.data.map((relation) => ({ code: relation.code, name: relation.name })) }),
    );
  }

  add(request: { accountId: number; redeemer: NewAuthorizedRedeemer; locale: Locale }): Promise<AddRedeemerResult> {
    return callApi(
      () =>
        this.client.POST('/member/account/{id}/authorized-redeemer', {
          params: { path: { id: request.accountId }, query: { locale: request.locale } },
          body: {
            first_name: request.redeemer.firstName,
            last_name: request.redeemer.lastName,
            email: request.redeemer.email,
            relation_code: request.redeemer.relationCode,
          },
        }),
      (data) => ({ ok: true, redeemer: toAuthorizedRedeemer(data.data) }),
      (status, code) =>
        primaryOnly(status, code) ??
        (status === 409 && code === 'AUTHORIZED_REDEEMER_EXISTS' ? { reason: 'already-named' as const } : null),
    );
  }

  remove(request: { accountId: number; redeemerId: number }): Promise<RemoveRedeemerResult> {
    return callApi(
      () =>
        this.client.DELETE('/member/account/{id}/authorized-redeemer/{redeemerId}', {
          params: { path: { id: request.accountId, redeemerId: request.redeemerId } },
        }),
      () => ({ ok: true }) as const,
      primaryOnly,
    );
  }
}

export function toAuthorizedRedeemer(api: Api.AuthorizedRedeemer): AuthorizedRedeemer {
  return {
    id: api.id,
    firstName: api.first_name,
    lastName: api.last_name,
    email: api.email,
    relation: { code: api.relation.code, name: api.relation.name },
    addedAt: new Date(api.added_at),
    hasOnlineAccess: api.has_online_access,
  };
}
