import { SIGN_IN_PAUSE_MINUTES } from '@domain/auth/sign-in-throttle';
import { LOCALES, type Locale } from '@domain/locale/locale';
import type { RegistrationConfig, RegistrationField } from '@domain/registration/registration-config';
import { registrationStepProblems, type DraftProblem, type RegistrationDraft } from '@domain/registration/registration-draft';
import {
  nextRegistrationStep,
  previousRegistrationStep,
  registrationSteps,
  type RegistrationStep,
} from '@domain/registration/registration-steps';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { ConfiguredFieldInput } from './configured-field-input';
import { fieldProblemText, passwordProblemsText } from './field-messages';
import { NewPasswordFields } from './new-password-fields';
import classes from './registration-wizard.module.css';
import { TermsText } from './terms-text';

/** What the member is told above the step (the API's refusals that are not a field's). */
type StepAlert = 'notVerified' | 'tooManyAttempts' | 'usernameTaken' | 'fixFields';

/**
 * The registration steps of spec §4, run from the programme's configuration:
 * verification fields (checked with the API on "next"), registration fields,
 * password, marketing, language and terms as enabled; previous and next;
 * next on the last step submits, then the confirmation page follows.
 *
 * The step order and what each step needs are the domain's; this component
 * only keeps what was typed and which step shows. On each step change the
 * step's heading takes the focus, so keyboard and screen reader users start
 * at its top.
 */
export function RegistrationWizard({ config }: { readonly config: RegistrationConfig }) {
  const { t, locale } = useTranslate();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const verifyCardholder = useCapability('identity').verifyCardholder;
  const submitRegistration = useCapability('identity').submitRegistration;
  const steps = registrationSteps(config);
  const [step, setStep] = useState<RegistrationStep>(steps[0] ?? 'password');
  const [draft, setDraft] = useState<RegistrationDraft>({
    values: {},
    password: '',
    passwordConfirmation: '',
    marketing: false,
    language: locale,
    termsAccepted: false,
  });
  const [problems, setProblems] = useState<readonly DraftProblem[]>([]);
  /** The API's messages by field name (user_account, password, terms_id...). */
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [alert, setAlert] = useState<StepAlert | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const movedTo = useRef(false);

  useEffect(() => {
    // Not on the first render: the page's own heading comes first then.
    if (movedTo.current) heading.current?.focus();
  }, [step]);

  const goTo = (next: RegistrationStep) => {
    movedTo.current = true;
    setStep(next);
  };
  const update = (change: Partial<RegistrationDraft>) => setDraft((current) => ({ ...current, ...change }));
  const clearMessages = () => {
    setProblems([]);
    setServerErrors({});
    setAlert(null);
  };

  const onNext = async (event: FormEvent) => {
    event.preventDefault();
    clearMessages();
    const stepProblems = registrationStepProblems(config, step, draft);
    if (stepProblems.length > 0) {
      setProblems(stepProblems);
      setAlert('fixFields');
      return;
    }
    setBusy(true);
    try {
      if (step === 'verification') {
        const outcome = await verifyCardholder.execute({ config, draft, locale });
        if (outcome.outcome === 'verified') goTo(nextRegistrationStep(steps, step) as RegistrationStep);
        else if (outcome.outcome === 'not-verified') setAlert('notVerified');
        else if (outcome.outcome === 'too-many-attempts') setAlert('tooManyAttempts');
        else if (outcome.outcome === 'refused') setServerErrors(outcome.fieldErrors);
        else if (outcome.outcome === 'invalid') setProblems(outcome.problems);
        return;
      }
      const next = nextRegistrationStep(steps, step);
      if (next !== 'submit') {
        goTo(next);
        return;
      }
      const outcome = await submitRegistration.execute({ config, draft, locale });
      switch (outcome.outcome) {
        case 'registered':
          void navigate(localized('/register/verify'));
          return;
        case 'incomplete':
          goTo(outcome.step);
          setProblems(registrationStepProblems(config, outcome.step, draft));
          return;
        case 'refused':
          if (outcome.step) goTo(outcome.step);
          setServerErrors(outcome.fieldErrors);
          setAlert('fixFields');
          return;
        case 'not-verified':
          goTo(steps[0] ?? 'verification');
          setAlert('notVerified');
          return;
        case 'username-taken':
          goTo('details');
          setServerErrors({ user_account: t('registration.errors.usernameTaken') });
          setAlert('usernameTaken');
          return;
        case 'too-many-attempts':
          setAlert('tooManyAttempts');
          return;
        default:
          // The registration error notice is already showing (spec §8).
          return;
      }
    } finally {
      setBusy(false);
    }
  };

  const onPrevious = () => {
    clearMessages();
    const previous = previousRegistrationStep(steps, step);
    if (previous) goTo(previous);
  };

  const fieldError = (field: RegistrationField): string | undefined => {
    const problem = problems.find((candidate) => candidate.target === 'field' && candidate.fieldId === field.id);
    if (problem?.target === 'field') return fieldProblemText(t, field, problem.problem);
    return serverErrors[field.name];
  };
  const passwordProblem = problems.find((problem) => problem.target === 'password');
  const confirmationProblem = problems.find((problem) => problem.target === 'passwordConfirmation');
  const index = steps.indexOf(step);
  const isLast = nextRegistrationStep(steps, step) === 'submit';

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
          {(step === 'verification' || step === 'details') &&
            (step === 'verification' ? config.verificationFields : config.registrationFields).map((field) => (
              <ConfiguredFieldInput
                key={field.id}
                field={field}
                value={draft.values[field.id] ?? ''}
                error={fieldError(field)}
                onChange={(value) => update({ values: { ...draft.values, [field.id]: value } })}
              />
            ))}
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
            <Button type="submit" loading={busy}>
              {isLast ? t('registration.submit') : t('registration.next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
