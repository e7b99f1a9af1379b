import type { AccountState } from '../account/account-store';
import type { CatalogueAudience } from '../ports/catalogue-gateway';
import type { SessionState } from '../session/session-store';

/**
 * Whom catalogue prices are asked for right now (shared by every catalogue
 * read: pages, product detail, featured products, product groups).
 *
 * Always holds: a signed-in member is a member audience with the active
 * card's id (null when they have no card); a visitor is a guest audience;
 * while a signed-in member's cards are loading the answer is 'wait', because
 * the price depends on the card and the caller asks again once they are in.
 */
export function catalogueAudience(
  session: Pick<SessionState, 'session'>,
  account: Pick<AccountState, 'loading' | 'accountId'>,
): CatalogueAudience | 'wait' {
  if (session.session === null) return { kind: 'guest' };
  if (account.loading) return 'wait';
  return { kind: 'member', accountId: account.accountId };
}
