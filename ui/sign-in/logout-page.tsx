import { useEffect, useRef } from 'react';
import { FullPageMessage } from '../components/full-page-message';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useTranslate } from '../hooks/use-translate';
import { useSignOutFlow } from '../session/use-sign-out-flow';

/**
 * /logout (spec §2): signs out as the profile menu does and goes to the
 * account type's destination; visiting it signed out simply goes there too.
 */
export function LogoutPage() {
  const { t } = useTranslate();
  const { signOut } = useSignOutFlow();
  const started = useRef(false);
  useDocumentTitle(t('session.signingOut'));

  useEffect(() => {
    // Once, even when React runs the effect twice.
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);

  return <FullPageMessage message={t('session.signingOut')} />;
}
