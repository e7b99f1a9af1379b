import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FullPageMessage } from '../components/full-page-message';
import { Outcome } from '../components/outcome';
import { ResendConfirmationForm } from './resend-confirmation-form';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';

/**
 * /register/verify (spec §2, §4: email verification, then sign in). Without
 * a token: check your email, and ask for the link again. With the emailed
 * link's `?token=`: the email is confirmed and the member signs in; a link
 * that does not work says so (spec §8) and offers a new one. The link of an
 * email change (account page) lands here too: the new address is confirmed.
 */
export function RegisterVerifyPage() {
  const { t } = useTranslate();
  const token = useSearchParams()[0].get('token');
  useDocumentTitle(t('emailConfirmation.pageTitle'));
  return (
    <Paper maw="64rem" mx="auto" p="xl" withBorder radius="md">
      {token ? <EmailLink token={token} /> : <CheckYourEmail />}
    </Paper>
  );
}

function CheckYourEmail() {
  const { t } = useTranslate();
  const { submitted } = useObservable(useCapability('identity').registrationStore.state$);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('emailConfirmation.heading')}
      </Title>
      <Text>{submitted ? t('emailConfirmation.sentTo', { email: submitted.email }) : t('emailConfirmation.sent')}</Text>
      <ResendConfirmationForm />
    </Stack>
  );
}

function EmailLink({ token }: { readonly token: string }) {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  const store = useCapability('identity').emailConfirmationStore;
  const state = useObservable(store.state$);

  useEffect(() => store.show(token), [store, token]);

  if (state.status === 'idle' || state.status === 'confirming') return <FullPageMessage message={t('emailConfirmation.confirming')} />;
  if (state.status === 'email-changed') return <EmailChanged />;
  if (state.status === 'confirmed' || state.status === 'already-confirmed') {
    return (
      <Outcome
        title={t('emailConfirmation.confirmedTitle')}
        tone="success"
        message={state.status === 'confirmed' ? t('emailConfirmation.confirmed') : t('emailConfirmation.alreadyConfirmed')}
      >
        <Button component={Link} to={localized('/login')}>
          {t('emailConfirmation.signIn')}
        </Button>
      </Outcome>
    );
  }
  if (state.status === 'failed') {
    return (
      <Outcome title={t('emailConfirmation.pageTitle')} tone="error" message={t('emailConfirmation.failed')}>
        <Button variant="outline" onClick={() => store.retry()}>
          {t('emailConfirmation.retry')}
        </Button>
      </Outcome>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('emailConfirmation.invalidTitle')}
      </Title>
      <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
        {t('emailConfirmation.invalid')}
      </Alert>
      <ResendConfirmationForm />
    </Stack>
  );
}

/** The link of an email change was followed: the new address is the member's now (a signed-in member's profile is read again). */
function EmailChanged() {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  const sessions = useCapability('session').sessionStore;
  const loadProfile = useCapability('session').loadProfile;
  useEffect(() => {
    // The profile may have been read while the link was being confirmed: read it again, signed in only. Not
    // dropped when the member leaves at once ("Go to my account"): the account page shows what this read brings.
    if (sessions.snapshot.session !== null) loadProfile.execute().subscribe();
  }, [sessions, loadProfile]);
  return (
    <Outcome title={t('emailConfirmation.changedTitle')} tone="success" message={t('emailConfirmation.changed')}>
      <Button component={Link} to={localized('/account')}>
        {t('emailConfirmation.toAccount')}
      </Button>
    </Outcome>
  );
}
