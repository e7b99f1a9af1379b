import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '../components/lazy-with-preload';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';

// The dialog (and Mantine's modal machinery) is not part of the first page: most visits never see it.
const SessionExpiredDialog = lazyWithPreload(() => import('./session-expired-dialog').then((module) => module.SessionExpiredDialog));

/** How long after a member's page has settled the dialog's code is fetched, so it can show even if the network goes. */
const IDLE_PRELOAD_DELAY_MS = 5_000;

/**
 * The session-expired modal (spec §2 Header, §4, §8), mounted by the route
 * guard on every page: renders the dialog once a session has expired, and
 * keeps it mounted from then on. A member's page fetches the dialog's code
 * a few seconds after it has settled: an expiry after a failed token refresh
 * may come when the network is gone.
 */
export function SessionExpiredModal() {
  const expiry = useCapability('session').sessionExpiryStore;
  const signedIn = useObservable(useCapability('session').sessionStore.isSignedIn$);
  const expired = useObservable(expiry.expired$);
  const [shown, setShown] = useState(false);
  if (expired !== null && !shown) setShown(true);

  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = setTimeout(SessionExpiredDialog.preload, IDLE_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}
