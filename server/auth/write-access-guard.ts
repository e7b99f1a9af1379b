import { canWrite } from '@rewards-storefront/domain/session/write-access';
import { ApiError } from '../http/api-error';
import type { SessionClaims } from './token-service';

/**
 * The server side of spec §6: every call that changes something runs this
 * first. A member signed in as themselves may write; an admin logged in as
 * the member only with write access. The rule itself is the domain's, the
 * same one the storefront uses to disable controls.
 */
export function requireWriteAccess(session: SessionClaims): void {
  const allowed = canWrite({
    memberId: session.memberId,
    adminId: session.loginAs?.adminId ?? null,
    adminAccessLevel: session.loginAs?.adminAccessLevel ?? null,
  });
  if (!allowed) {
    throw ApiError.forbidden(
      'READ_ONLY_ACCESS',
      'You are logged in as this member with read-only access, so nothing can be changed.',
    );
  }
}
