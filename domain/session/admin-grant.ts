import type { Actor } from './write-access.ts';

type AccessLevel = NonNullable<Actor['adminAccessLevel']>;

/**
 * The access an admin's open login-as session has now (issue 22 item 6):
 * the lower of the level the session was opened with and the admin's
 * current grant. Downgrading an admin to read takes effect on the next
 * request of every open session; upgrading one does not widen a session
 * opened read-only (open the store again for that).
 */
export function effectiveAdminAccess(openedWith: AccessLevel, currentGrant: AccessLevel): AccessLevel {
  return openedWith === 'write' && currentGrant === 'write' ? 'write' : 'read';
}
