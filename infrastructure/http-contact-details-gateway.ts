import type { ContactDetailsGateway, ContactDetailsResult, ResendEmailLinkResult } from '@application/ports/contact-details-gateway';
import type { ContactDetailsChange } from '@rewards-storefront/domain/account/contact-details';
import { callApi } from './call-api';
import { toProfile } from './http-profile-gateway';
import type { ProgrammeApiClient } from './openapi-client';

/** ContactDetailsGateway over PUT /member/profile (email and phone; there is no confirm-email field to send) and GET /member/sendVerificationEmail. */
export class HttpContactDetailsGateway implements ContactDetailsGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  update(change: ContactDetailsChange): Promise<ContactDetailsResult> {
    return callApi(
      () => this.client.PUT('/member/profile', { body: { email: change.email, phone: change.phone } }),
      (data) => ({ ok: true, profile: toProfile(data.data) }),
      (status, code) => (status === 403 && code === 'CONTACT_DETAILS_NOT_EDITABLE' ? { reason: 'not-editable' as const } : null),
    );
  }

  resendEmailLink(): Promise<ResendEmailLinkResult> {
    return callApi(
      () => this.client.GET('/member/sendVerificationEmail'),
      () => ({ ok: true }) as const,
      (status, code) => (status === 409 && code === 'NO_PENDING_EMAIL_CHANGE' ? { reason: 'nothing-pending' as const } : null),
    );
  }
}
