import { TOKENS } from '@application/di-tokens';
import { withLanguage } from '@application/routing/external-url';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDependency } from '../hooks/use-dependency';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';

/**
 * Signing out from the profile menu: the SignOut use case decides where the
 * member goes (spec §4, §6: the account type's destination, a full-page
 * load, in the page's language; the store's home when none is configured;
 * an admin logged in as the member gets their window closed).
 */
export function useSignOutFlow(): { signOut: () => Promise<void>; signingOut: boolean } {
  const { locale } = useTranslate();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const signOutUseCase = useDependency(TOKENS.signOut);
  const pages = useDependency(TOKENS.pageNavigator);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      const { destination, wasLoginAs } = await signOutUseCase.execute();
      // Spec §6: an admin's store window closes; there is no redirect on close.
      if (wasLoginAs) {
        pages.close();
        return;
      }
      if (destination.kind === 'external') pages.assign(withLanguage(destination.url, locale));
      else void navigate(localized('/'));
    } finally {
      setSigningOut(false);
    }
  };
  return { signOut, signingOut };
}
