import { useEffect, useMemo, useState } from 'react';
import { combineLatest, map } from 'rxjs';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';

/** Past this the layout shows even if its data is still on the way: a slow API must not leave the page blank. */
export const CHROME_WAIT_LIMIT_MS = 3000;

/**
 * Whether the layout's chrome can show without moving afterwards: the content
 * configuration (broadcast bar, navigation, footer) has settled and, for a
 * member, the utility bar knows the card. Until then the layout is laid out
 * but not painted, so nothing shifts when the data arrives (issue 16). Once
 * true it stays true: later reloads keep what is on screen.
 */
export function useChromeSettled(signedIn: boolean): boolean {
  const content = useCapability('content').contentStore;
  const accounts = useCapability('session').accountStore;
  const settled$ = useMemo(
    () =>
      combineLatest([content.state$, accounts.utilityBar$]).pipe(
        map(([state, bar]) => (state.settledFor !== null || state.failed) && (!signedIn || bar.status !== 'loading')),
      ),
    [content, accounts, signedIn],
  );
  const settled = useObservable(settled$);
  const [shown, setShown] = useState(settled);
  useEffect(() => {
    if (shown) return undefined;
    if (settled) {
      setShown(true);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), CHROME_WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [settled, shown]);
  return shown || settled;
}
