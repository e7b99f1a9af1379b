import { TOKENS } from '@application/di-tokens';
import { useDependency } from '../hooks/use-dependency';
import { useObservable } from '../hooks/use-observable';

/**
 * Whom the shop's prices are for, as a key that changes only when the answer
 * would: "guest", "member:<card id>" (or "member:none"), or null while a
 * signed-in member's cards are not known yet (asking then would price the
 * page for no card and ask again a moment later: a waterfall).
 */
export function useCatalogueAudience(): string | null {
  const signedIn = useObservable(useDependency(TOKENS.sessionStore).isSignedIn$);
  const { loading, loaded, loadFailed, isPendingActions, accountId } = useObservable(useDependency(TOKENS.accountStore).state$);
  if (!signedIn) return 'guest';
  if (loading || !(loaded || loadFailed || isPendingActions)) return null;
  return `member:${accountId ?? 'none'}`;
}
