import { SIGN_IN_PAUSE_MINUTES } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { Alert, Button, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingBank, IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { FormCard } from '../components/form-card';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { SubmitButton } from '../components/submit-button';

type CardKind = 'personal' | 'business';

/**
 * /forgot-password (spec §1, §6: only business customers recover a password
 * in the store; personal customers are sent to online banking). A business
 * customer asks for a link by username; the answer never tells whether the
 * username exists.
 */
export function ForgotPasswordPage() {
  const { t, locale } = useTranslate();
  const request = useCapability('identity').requestPasswordReset;
  const header = useObservable(useCapability('content').siteChrome.header$);
  const [kind, setKind] = useState<CardKind | null>(null);
  const [username, setUsername] = useState('');
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<'sent' | 'too-many-attempts' | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('passwordRecovery.forgotTitle'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setBusy(true);
    const result = await request.execute({ username, locale });
    setBusy(false);
    setMissing(result === 'missing-username');
    if (result === 'sent' || result === 'too-many-attempts') setOutcome(result);
  };

  return (
    <FormCard width="64rem" title={t('passwordRecovery.forgotHeading')} gap="lg">
      {outcome === 'sent' ? (
        <Alert color="green" role="status" icon={<IconMailCheck aria-hidden="true" />} title={t('passwordRecovery.sentTitle')}>
          {t('passwordRecovery.sent')}
        </Alert>
      ) : (
        <>
          <Radio.Group label={t('passwordRecovery.kindLabel')} value={kind} onChange={(value) => setKind(value as CardKind)}>
            <Stack gap="xs" mt="xs">
              <Radio value="personal" label={t('passwordRecovery.kinds.personal')} />
              <Radio value="business" label={t('passwordRecovery.kinds.business')} />
            </Stack>
          </Radio.Group>
          {kind === 'personal' && (
            <Stack gap="md" align="flex-start">
              <Title order={2} size="h3">
                {t('passwordRecovery.personalTitle')}
              </Title>
              <Text>{t('passwordRecovery.personal')}</Text>
              {header.externalUrls === null ? (
                <PageLoader />
              ) : (
                <Button
                  component="a"
                  href={header.externalUrls.onlineBankingSignIn}
                  leftSection={<IconBuildingBank size={20} aria-hidden="true" />}
                >
                  {t('passwordRecovery.onlineBanking')}
                </Button>
              )}
            </Stack>
          )}
          {kind === 'business' && (
            <form onSubmit={(event) => void onSubmit(event)} noValidate>
              <Stack gap="md">
                <Text>{t('passwordRecovery.businessIntro')}</Text>
                {outcome === 'too-many-attempts' && (
                  <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
                    {t('passwordRecovery.tooManyAttempts', { minutes: SIGN_IN_PAUSE_MINUTES })}
                  </Alert>
                )}
                <TextInput
                  label={t('passwordRecovery.username')}
                  autoComplete="username"
                  required
                  maxLength={255}
                  value={username}
                  error={missing ? t('validation.required', { field: t('passwordRecovery.username') }) : undefined}
                  onChange={(event) => setUsername(event.currentTarget.value)}
                />
                <SubmitButton loading={busy} style={{ alignSelf: 'flex-start' }}>
                  {t('passwordRecovery.send')}
                </SubmitButton>
              </Stack>
            </form>
          )}
        </>
      )}
    </FormCard>
  );
}
