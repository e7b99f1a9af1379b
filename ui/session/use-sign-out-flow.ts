import { withLanguage } from '@application/routing/external-url';
import type { SignOutResult } from '@application/sign-in/sign-out';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';

/**
 * Signing out from the profile menu: the SignOut use case decides where the
 * member goes (spec §4, §6: the account type's destination, a full-page
 * load, in the page's language; the store's home when none is configured;
 * an admin logged in as the member gets their window closed).
 */
export function useSignOutFlow(): { signOut: () => Promise<void>; signingOut: boolean } {
  const signOutUseCase = useCapability('session').signOut;
  const leave = useLeaveAfterSignOut();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      leave(await signOutUseCase.execute());
    } finally {
      setSigningOut(false);
    }
  };
  return { signOut, signingOut };
}

/** Where a member goes once signed out (by the profile menu, /logout or "sign out everywhere"). */
export function useLeaveAfterSignOut(): (result: SignOutResult) => void {
  const { locale } = useTranslate();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const pages = useCapability('ports').pageNavigator;
  return ({ destination, wasLoginAs }) => {
    // Spec §6: an admin's store window closes; there is no redirect on close.
    if (wasLoginAs) {
      pages.close();
      return;
    }
    if (destination.kind === 'external') pages.assign(withLanguage(destination.url, locale));
    else void navigate(localized('/'));
  };
}
