import { switchLocaleUrl } from '@rewards-storefront/domain/locale/locale-path';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocale } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';

/**
 * Once the profile has loaded, moves to the same page in the member's
 * preferred language, once (spec §4): marie lands in French. Query and hash
 * are kept. Asked again on each path until it has decided (it waits while
 * the member is still on a sign-in page). Renders nothing.
 */
export function PreferredLanguageSwitcher() {
  const profile = useObservable(useCapability('session').profileStore.state$).profile;
  const apply = useCapability('session').applyPreferredLanguage;
  const navigate = useNavigate();
  const locale = useLocale();
  const location = useLocation();
  const { pathname } = location;
  // The whole location is read when the path or the profile changes (a query change is no reason to check).
  const here = useRef(location);
  here.current = location;

  useEffect(() => {
    if (profile === null) return;
    const target = apply.execute({ currentLocale: locale, pathname });
    if (target !== null) void navigate(switchLocaleUrl(here.current, target), { replace: true });
  }, [profile, apply, navigate, locale, pathname]);

  return null;
}
