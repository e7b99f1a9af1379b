import { TOKENS } from '@application/di-tokens';
import { useEffect } from 'react';
import { useDependency } from '../hooks/use-dependency';
import { useLocale } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';

/**
 * Keeps the content service's data (menus, footer, broadcasts, external
 * addresses) in step with the page (spec §4): loaded at start, reloaded on
 * sign-in, sign-out and locale change. Any layout may call it: LoadContent
 * does nothing when the audience and locale are already loaded.
 */
export function useContentLoading(): void {
  const locale = useLocale();
  const signedIn = useObservable(useDependency(TOKENS.sessionStore).isSignedIn$);
  const loadContent = useDependency(TOKENS.loadContent);
  useEffect(() => {
    void loadContent.execute({ locale });
  }, [loadContent, locale, signedIn]);
}
