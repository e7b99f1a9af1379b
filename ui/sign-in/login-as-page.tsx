import type { LogInAsMemberResult } from '@application/sign-in/log-in-as-member';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FullPageMessage } from '../components/full-page-message';
import { HandoffFailed } from '../components/handoff-pages';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useTranslate } from '../hooks/use-translate';
import { useLandingAfterSignIn } from '../session/use-landing-after-sign-in';

type Failure = Extract<LogInAsMemberResult, { ok: false }>['reason'];

/**
 * /login-as (spec §2, §6, §7): the admin console opens it with the member's
 * login, a one-time token and where to return. The store opens a session as
 * the member and lands on the deep link or the shop (spec §2: "login-as
 * success lands on /shop"); a refused link says so.
 */
export function LoginAsPage() {
  const { t } = useTranslate();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const landing = useLandingAfterSignIn();
  const logInAs = useCapability('signIn').logInAsMember;
  const [failure, setFailure] = useState<Failure | null>(null);
  useDocumentTitle(t(failure ? 'loginAs.failedTitle' : 'loginAs.pageTitle'));

  const userAccount = params.get('user_account');
  const token = params.get('token');
  const logoutUrl = params.get('logout_url');

  useEffect(() => {
    let current = true;
    void logInAs.execute({ userAccount, token, logoutUrl }).then((result) => {
      if (!current) return;
      if (result.ok) void navigate(landing(result.preferredLocale), { replace: true });
      else setFailure(result.reason);
    });
    return () => {
      current = false;
    };
  }, [logInAs, userAccount, token, logoutUrl, navigate, landing]);

  if (failure === null) return <FullPageMessage message={t('loginAs.opening')} />;
  return (
    <HandoffFailed title={t('loginAs.failedTitle')}>
      <Text>{t(`loginAs.errors.${failure}`)}</Text>
    </HandoffFailed>
  );
}
