import type { Session } from '@rewards-storefront/domain/session/session';

/**
 * The session as a use case reads it at one moment: its latest value. The
 * session store (application/session) is one; use cases of the member's data
 * depend on this, not on the store, so application/session may use them
 * without a folder loop.
 */
export interface CurrentSession {
  readonly snapshot: { readonly session: Session | null };
}
