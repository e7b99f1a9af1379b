import { SIGN_IN_PAUSE_MINUTES } from '@rewards-storefront/domain/auth/sign-in-throttle';
import type { FieldProblem } from '@rewards-storefront/domain/registration/registration-field';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { ConfiguredFieldInputs } from '../components/configured-field-input';
import { fieldProblemText } from '../components/field-messages';
import { SubmitButton } from '../components/submit-button';

/**
 * "No email, or the link expired?" (spec §7 user-email): one button when the
 * member registered in this visit, else the card details of the
 * verification step, which name the registration to send a new link for.
 */
export function ResendConfirmationForm() {
  const { t, locale } = useTranslate();
  const store = useCapability('identity').registrationStore;
  const resend = useCapability('identity').resendConfirmation;
  const { config, submitted } = useObservable(store.state$);
  const [values, setValues] = useState<Record<number, string>>({});
  const [problems, setProblems] = useState<ReadonlyMap<number, FieldProblem>>(new Map());
  const [paused, setPaused] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => (submitted === null ? store.show() : undefined), [store, submitted]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems(new Map());
    setPaused(false);
    setBusy(true);
    const outcome = await resend.execute(submitted === null && config !== null ? { locale, answers: { config, values } } : { locale });
    setBusy(false);
    if (outcome.outcome === 'invalid') setProblems(outcome.problems);
    if (outcome.outcome === 'too-many-attempts') setPaused(true);
    if (outcome.outcome === 'sent') setValues({});
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('emailConfirmation.resendHeading')}
        </Title>
        <Text>{t('emailConfirmation.resendPrompt')}</Text>
        {paused && (
          <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
            {t('emailConfirmation.tooManyAttempts', { minutes: SIGN_IN_PAUSE_MINUTES })}
          </Alert>
        )}
        {submitted === null && config === null && <PageLoader label={t('registration.loading')} />}
        {submitted === null && config !== null && (
          <>
            <Text>{t('emailConfirmation.resendWithDetails')}</Text>
            <ConfiguredFieldInputs
              fields={config.verificationFields}
              values={values}
              errorOf={(field) => {
                const problem = problems.get(field.id);
                return problem ? fieldProblemText(t, field, problem) : undefined;
              }}
              onChange={(field, value) => setValues((current) => ({ ...current, [field.id]: value }))}
            />
          </>
        )}
        {(submitted !== null || config !== null) && (
          <SubmitButton variant="outline" loading={busy} style={{ alignSelf: 'flex-start' }}>
            {t('emailConfirmation.resend')}
          </SubmitButton>
        )}
      </Stack>
    </form>
  );
}
