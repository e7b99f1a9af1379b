import type {
  CompletePendingActionResult,
  PendingActionDetail,
  PendingActionGateway,
  PendingActionsResult,
} from '@application/ports/pending-action-gateway';
import type { Locale } from '@domain/locale/locale';
import type { components } from '@openapi/programme-api';
import { httpFailure, networkFailure } from './gateway-failure';
import type { ProgrammeApiClient } from './openapi-client';

type ApiPendingActionDetail = components['schemas']['PendingActionDetail'];

/** PendingActionGateway over GET /member/pending-action and PUT /member/pending-action/{id}. */
export class HttpPendingActionGateway implements PendingActionGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  async list(locale: Locale): Promise<PendingActionsResult> {
    try {
      const { data, error, response } = await this.client.GET('/member/pending-action', { params: { query: { locale } } });
      return data ? { ok: true, actions: data.data.map(toPendingActionDetail) } : httpFailure(response, error);
    } catch (cause) {
      return networkFailure(cause);
    }
  }

  async accept(id: number): Promise<CompletePendingActionResult> {
    try {
      const { error, response } = await this.client.PUT('/member/pending-action/{id}', {
        params: { path: { id } },
        body: { accepted: true },
      });
      return response.ok ? { ok: true } : httpFailure(response, error);
    } catch (cause) {
      return networkFailure(cause);
    }
  }
}

function toPendingActionDetail(api: ApiPendingActionDetail): PendingActionDetail {
  return { id: api.id, type: api.type, title: api.title, description: api.description };
}
