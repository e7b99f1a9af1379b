import type { SessionRedirectTarget } from '@application/session/session-redirect-store';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';

const PATHS: Record<SessionRedirectTarget, string> = { root: '/', 'pending-actions': '/pending-actions' };

/**
 * Follows the navigations the session handling asks for (spec §4, §8): to
 * the root after a 401 (the route guard then decides), to /pending-actions
 * after a 403 PENDING_ACTIONS. Renders nothing.
 */
export function SessionRedirector() {
  const redirects = useCapability('session').sessionRedirectStore;
  const redirect = useObservable(redirects.redirect$);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();

  useEffect(() => {
    if (redirect === null) return;
    const target = localized(PATHS[redirect.target]);
    redirects.done(redirect.id);
    if (pathname !== target) void navigate(target, { replace: true });
    // Only a new request moves the member; the path changing is no reason to go again.
  }, [redirect]);

  return null;
}
