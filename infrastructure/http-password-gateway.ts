import type { PasswordChange, PasswordChangeResult, PasswordGateway, PasswordRefusal } from '@application/ports/password-gateway';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';
import { refusalIn, type RefusalTable } from './refusal-table';

const REFUSALS: RefusalTable<PasswordRefusal> = {
  '422 MEMBER_PASSWORD_OLD_INVALID': { reason: 'current-password-invalid' },
  '422 PASSWORD_USED_ALREADY': { reason: 'password-used' },
  '422 PASSWORD_USED_RECENTLY': { reason: 'password-used' },
  '429 TOO_MANY_SIGN_IN_ATTEMPTS': { reason: 'too-many-attempts' },
};

/** PasswordGateway over PUT /member/password. */
export class HttpPasswordGateway implements PasswordGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  change(change: PasswordChange): Promise<PasswordChangeResult> {
    return callApi(
      () =>
        this.client.PUT('/member/password', {
          body: {
            current_password: change.currentPassword,
            new_password: change.newPassword,
            new_password_confirmation: change.confirmation,
          },
        }),
      () => ({ ok: true }) as const,
      (status, code) => refusalIn(REFUSALS, status, code),
    );
  }
}
