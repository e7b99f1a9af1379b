import { SIGN_IN_PAUSE_MINUTES } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { LOCALES, type Locale } from '@rewards-storefront/domain/locale/locale';
import type { RegistrationConfig, RegistrationField } from '@rewards-storefront/domain/registration/registration-config';
import type { RegistrationDraft } from '@rewards-storefront/domain/registration/registration-draft';
import {
  initialRegistrationWizard,
  registrationFieldError,
  registrationNext,
  registrationProgress,
  registrationWizard,
} from '@rewards-storefront/domain/registration/registration-wizard';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { ConfiguredFieldInputs } from '../components/configured-field-input';
import { fieldProblemText, passwordProblemsText } from '../components/field-messages';
import { NewPasswordFields } from '../components/new-password-fields';
import classes from './registration-wizard.module.css';
import { TermsText } from './terms-text';
import { SubmitButton } from '../components/submit-button';

/**
 * The registration steps of spec §4, run from the programme's configuration:
 * verification fields (checked with the API on "next"), registration fields,
 * password, marketing, language and terms as enabled; previous and next;
 * next on the last step submits, then the confirmation page follows.
 *
 * The steps, what each needs and what each answer does are the domain's
 * state machine (registrationWizard); this component renders it. On each step change the
 * step's heading takes the focus, so keyboard and screen reader users start
 * at its top.
 */
export function RegistrationWizard({ config }: { readonly config: RegistrationConfig }) {
  const { t, locale } = useTranslate();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const verifyCardholder = useCapability('identity').verifyCardholder;
  const submitRegistration = useCapability('identity').submitRegistration;
  const [state, dispatch] = useReducer(registrationWizard, undefined, () => initialRegistrationWizard(config, locale));
  const { step, draft, problems, serverErrors, alert, busy } = state;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Not on the first render: the page's own heading comes first then.
    if (state.moves > 0) heading.current?.focus();
    // Only a change of step moves the focus, not a move to the step shown.
  }, [step]);

  const update = (change: Partial<RegistrationDraft>) => dispatch({ type: 'update', change });

  const onNext = async (event: FormEvent) => {
    event.preventDefault();
    const next = registrationNext(config, state);
    dispatch({ type: 'next', config });
    if (next.kind !== 'verify' && next.kind !== 'submit') return;
    try {
      if (next.kind === 'verify') {
        dispatch({ type: 'verified', config, answer: await verifyCardholder.execute({ config, draft, locale }) });
        return;
      }
      const answer = await submitRegistration.execute({ config, draft, locale });
      dispatch({ type: 'submitted', config, answer, usernameTaken: t('registration.errors.usernameTaken') });
      if (answer.outcome === 'registered') void navigate(localized('/register/verify'));
    } finally {
      dispatch({ type: 'idle' });
    }
  };

  const onPrevious = () => dispatch({ type: 'previous', config });

  const fieldError = (field: RegistrationField): string | undefined => {
    const error = registrationFieldError(state, field);
    if (error === null) return undefined;
    return 'problem' in error ? fieldProblemText(t, field, error.problem) : error.message;
  };
  const passwordProblem = problems.find((problem) => problem.target === 'password');
  const confirmationProblem = problems.find((problem) => problem.target === 'passwordConfirmation');
  const { steps, index, isLast } = registrationProgress(config, step);

  return (
    <Stack gap="lg">
      <nav aria-label={t('registration.stepsLabel')}>
        <ol className={classes.steps}>
          {steps.map((candidate, position) => (
            <li
              key={candidate}
              className={classes.step}
              data-state={position < index ? 'done' : position === index ? 'current' : 'upcoming'}
              aria-current={candidate === step ? 'step' : undefined}
            >
              {t(`registration.steps.${candidate}`)}
            </li>
          ))}
        </ol>
      </nav>
      <form onSubmit={(event) => void onNext(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" ref={heading} tabIndex={-1} className={classes.stepHeading}>
            {t('registration.stepOf', { current: index + 1, total: steps.length, name: t(`registration.steps.${step}`) })}
          </Title>
          <Text>{t(`registration.stepIntro.${step}`)}</Text>
          {alert && (
            <Alert color="red" role="alert" title={t('registration.errorTitle')} icon={<IconAlertCircle aria-hidden="true" />}>
              {t(`registration.errors.${alert}`, { minutes: SIGN_IN_PAUSE_MINUTES })}
            </Alert>
          )}
          {(step === 'verification' || step === 'details') && (
            <ConfiguredFieldInputs
              fields={step === 'verification' ? config.verificationFields : config.registrationFields}
              values={draft.values}
              errorOf={fieldError}
              onChange={(field, value) => update({ values: { ...draft.values, [field.id]: value } })}
            />
          )}
          {step === 'password' && (
            <NewPasswordFields
              labelKey="newPassword.password"
              password={draft.password}
              confirmation={draft.passwordConfirmation}
              onPasswordChange={(password) => update({ password })}
              onConfirmationChange={(passwordConfirmation) => update({ passwordConfirmation })}
              passwordError={
                passwordProblem?.target === 'password' ? passwordProblemsText(t, passwordProblem.problems) : serverErrors['password']
              }
              confirmationError={confirmationProblem?.target === 'passwordConfirmation' ? t(confirmationProblem.problem.key) : undefined}
            />
          )}
          {step === 'marketing' && (
            <Checkbox
              label={t('registration.marketingLabel')}
              description={t('registration.marketingHint')}
              checked={draft.marketing}
              onChange={(event) => update({ marketing: event.currentTarget.checked })}
            />
          )}
          {step === 'language' && (
            <Radio.Group
              label={t('registration.languageLabel')}
              value={draft.language}
              onChange={(value) => update({ language: value as Locale })}
            >
              <Stack gap="xs" mt="xs">
                {LOCALES.map((option) => (
                  <Radio key={option} value={option} label={t(`registration.languages.${option}`)} lang={option.slice(0, 2)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {step === 'terms' && config.terms && (
            <Stack gap="md">
              <TermsText terms={config.terms} />
              <Checkbox
                label={t('registration.termsAccept')}
                required
                checked={draft.termsAccepted}
                error={problems.some((problem) => problem.target === 'terms') ? t('registration.termsRequired') : serverErrors['terms_id']}
                onChange={(event) => update({ termsAccepted: event.currentTarget.checked })}
              />
            </Stack>
          )}
          <Group justify="space-between" mt="md">
            {index > 0 ? (
              <Button variant="default" onClick={onPrevious} disabled={busy}>
                {t('registration.previous')}
              </Button>
            ) : (
              <span />
            )}
            <SubmitButton loading={busy}>
              {isLast ? t('registration.submit') : t('registration.next')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
