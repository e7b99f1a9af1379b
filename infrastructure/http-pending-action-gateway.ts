import type {
  CompletePendingActionResult,
  PendingActionDetail,
  PendingActionGateway,
  PendingActionsResult,
} from '@application/ports/pending-action-gateway';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';

/** PendingActionGateway over GET /member/pending-action and PUT /member/pending-action/{id}. */
export class HttpPendingActionGateway implements PendingActionGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  list(locale: Locale): Promise<PendingActionsResult> {
    return callApi(
      () => this.client.GET('/member/pending-action', { params: { query: { locale } } }),
      (data) => ({ ok: true, actions: data.data.map(toPendingActionDetail) }),
    );
  }

  accept(id: number): Promise<CompletePendingActionResult> {
    return callApi(
      () => this.client.PUT('/member/pending-action/{id}', { params: { path: { id } }, body: { accepted: true } }),
      () => ({ ok: true }) as const,
      // An admin logged in as the member may not accept the rules for them.
      (status, code) => (status === 403 && code === 'MEMBER_CONSENT_REQUIRED' ? { reason: 'member-consent-required' } : null),
    );
  }
}

function toPendingActionDetail(api: Api.PendingActionDetail): PendingActionDetail {
  return { id: api.id, type: api.type, title: api.title, description: api.description };
}
