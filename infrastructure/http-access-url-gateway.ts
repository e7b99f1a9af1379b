import type { AccessUrlGateway, AccessUrlResult } from '@application/ports/access-url-gateway';
import type { MenuKind } from '@rewards-storefront/domain/content/access-url';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { callApi } from './call-api';
import { unexpectedResponse } from './gateway-failure';
import type { ProgrammeApiClient } from './openapi-client';

/** AccessUrlGateway over the programme API (POST /member/cms/menu/{kind}/{slug}/access-url). */
export class HttpAccessUrlGateway implements AccessUrlGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  requestAccessUrl({ kind, slug, locale }: { readonly kind: MenuKind; readonly slug: string; readonly locale: Locale }): Promise<AccessUrlResult> {
    return callApi(
      () => this.client.POST('/member/cms/menu/{kind}/{slug}/access-url', { params: { path: { kind, slug }, query: { locale } } }),
      (body, response): AccessUrlResult => {
        const expiresAt = new Date(body.data.expires_at);
        if (body.data.url === '' || Number.isNaN(expiresAt.getTime())) return unexpectedResponse(response, 'access url');
        return { ok: true, accessUrl: { url: body.data.url, expiresAt } };
      },
    );
  }
}
