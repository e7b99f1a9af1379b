import type { SignInFailure, SignInResult } from '@application/sign-in/sign-in';
import { SIGN_IN_PAUSE_MINUTES } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { Anchor, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { HandoffFailed, HandoffPending } from '../components/handoff-pages';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { useLandingAfterSignIn } from '../session/use-landing-after-sign-in';

/**
 * Refusals that a new link would not cure, and what they say. Any other
 * failure is the mismatch of spec §8 ("We expected a different response.").
 */
const REFUSALS_TO_CALL_ABOUT: Partial<Record<SignInFailure, string>> = {
  'account-locked': 'ssoFailure.accountLocked',
  'not-eligible': 'ssoFailure.notEligible',
  'too-many-attempts': 'ssoFailure.tooManyAttempts',
};

/**
 * /sso/:token: the single sign-on landing (spec §2). Shows a loading page while
 * the online-banking token is exchanged, then goes to the deep link or the shop, or explains the
 * failure with a link to sign in.
 */
export function SsoPage() {
  const { t } = useTranslate();
  const { token } = useParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const signInWithSso = useCapability('signIn').signInWithSso;
  const landing = useLandingAfterSignIn();
  const [result, setResult] = useState<SignInResult | null>(token ? null : { ok: false, reason: 'invalid-input' });
  useDocumentTitle(t(result && !result.ok ? 'sso.failedTitle' : 'sso.pageTitle'));

  useEffect(() => {
    if (!token) return;
    let current = true;
    void signInWithSso.execute({ token }).then((outcome) => {
      if (!current) return;
      if (outcome.ok) void navigate(landing(outcome.preferredLocale), { replace: true });
      else setResult(outcome);
    });
    return () => {
      current = false;
    };
  }, [token, signInWithSso, navigate, landing]);

  if (result === null || result.ok) return <HandoffPending title={t('sso.pageTitle')} message={t('sso.loading')} />;

  // A held account or one single sign-on does not serve: call the number on the card (spec §6, §8).
  const callTheBank = REFUSALS_TO_CALL_ABOUT[result.reason];
  return (
    <HandoffFailed
      title={t('sso.failedTitle')}
      after={
        !callTheBank && (
          <Anchor component={Link} to={localized('/login')}>
            {t('sso.signInLink')}
          </Anchor>
        )
      }
    >
      {callTheBank ? (
        <Text fw={600}>{t(callTheBank, { minutes: SIGN_IN_PAUSE_MINUTES })}</Text>
      ) : (
        <>
          <Text fw={600}>{t('sso.failed')}</Text>
          <Text>{t('sso.failedHelp')}</Text>
        </>
      )}
    </HandoffFailed>
  );
}
