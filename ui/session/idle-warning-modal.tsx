import { Suspense, useEffect } from 'react';
import { lazyWithPreload } from '../components/lazy-with-preload';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';

// Like the session-expired dialog, not part of the first page: most visits never see it.
const IdleWarningDialog = lazyWithPreload(() => import('./idle-warning-dialog').then((module) => module.IdleWarningDialog));

/** How long after a member's page has settled the dialog's code is fetched, well before 13 idle minutes. */
const PRELOAD_DELAY_MS = 5_000;

/**
 * The idle warning (WCAG 2.2.1), mounted by the route guard on every page:
 * renders the dialog while the idle watch says the session is about to end.
 */
export function IdleWarningModal() {
  const signedIn = useObservable(useCapability('session').sessionStore.isSignedIn$);
  const warning = useObservable(useCapability('session').idleWarningStore.warning$);

  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = setTimeout(IdleWarningDialog.preload, PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);

  if (warning === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog secondsLeft={warning.secondsLeft} />
    </Suspense>
  );
}
