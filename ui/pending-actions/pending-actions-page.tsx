import type { PendingActionDetail } from '@application/ports/pending-action-gateway';
import { Alert, Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { ScrollingText } from '../components/scrolling-text';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { useLandingAfterSignIn } from '../session/use-landing-after-sign-in';

/**
 * /pending-actions (spec §2, §4, §8): what the member must accept before the
 * store serves them, the programme rules. The consent box is required
 * (spec §5); accepting loads the account and goes on to the deep link or the
 * shop; a refusal shows the spec's text (reach out to customer support).
 */
export function PendingActionsPage() {
  const { t, locale } = useTranslate();
  const navigate = useNavigate();
  const landing = useLandingAfterSignIn();
  const accept = useCapability('signIn').acceptPendingActions;
  const notifications = useCapability('content').notificationStore;
  const store = useCapability('session').pendingActionsStore;
  const { status, details } = useObservable(store.state$);
  const [consented, setConsented] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [accepting, setAccepting] = useState(false);
  useDocumentTitle(t('pendingActions.pageTitle'));

  useEffect(() => store.show(), [store]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!consented) {
      setConsentMissing(true);
      return;
    }
    setAccepting(true);
    const result = await accept.execute();
    setAccepting(false);
    if (result.ok) {
      void navigate(landing(), { replace: true });
      return;
    }
    if (result.reason === 'refused') {
      notifications.notify({ kind: 'danger', title: { key: 'pendingActions.errorTitle' }, description: { key: 'pendingActions.error' } });
    }
    if (result.reason === 'member-only') {
      notifications.notify({
        kind: 'warning',
        title: { key: 'pendingActions.memberOnlyTitle' },
        description: { key: 'pendingActions.memberOnly' },
      });
    }
  };

  return (
    <Stack maw="80rem" mx="auto" gap="lg">
      <Title order={1}>{t('pendingActions.heading')}</Title>
      {(status === 'idle' || status === 'loading') && <PageLoader label={t('pendingActions.loading')} />}
      {status === 'failed' && (
        <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />} title={t('pendingActions.errorTitle')}>
          {t('pendingActions.loadError')}
        </Alert>
      )}
      {status === 'loaded' && details.length === 0 && (
        <Stack gap="md" align="flex-start">
          <Text>{t('pendingActions.none')}</Text>
          <Button onClick={() => void navigate(landing(), { replace: true })}>{t('pendingActions.continue')}</Button>
        </Stack>
      )}
      {status === 'loaded' && details.length > 0 && (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="lg">
            <Text>{t('pendingActions.intro')}</Text>
            {details.map((action) => (
              <ScrollingText key={action.id} title={action.title} text={action.description} maxHeight="20rem" headingOrder={2} />
            ))}
            <Checkbox
              label={t('pendingActions.consent')}
              checked={consented}
              required
              error={consentMissing && !consented ? t('pendingActions.consentRequired') : undefined}
              onChange={(event) => {
                setConsented(event.currentTarget.checked);
                setConsentMissing(false);
              }}
            />
            <Button type="submit" loading={accepting} style={{ alignSelf: 'flex-start' }}>
              {t('pendingActions.accept')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
