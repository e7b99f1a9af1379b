import {
  currentResetState,
  INITIAL_NEW_PASSWORD,
  INITIAL_RESET_QUESTIONS,
  newPasswordFlow,
  resetQuestionsFlow,
  resetScreen,
} from '@rewards-storefront/domain/password-recovery/password-reset-flow';
import type { RegistrationField } from '@rewards-storefront/domain/registration/registration-config';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useReducer, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FullPageMessage } from '../components/full-page-message';
import { Outcome } from '../components/outcome';
import { ConfiguredFieldInputs } from '../components/configured-field-input';
import { fieldProblemText, passwordProblemsText } from '../components/field-messages';
import { NewPasswordFields } from '../components/new-password-fields';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { SubmitButton } from '../components/submit-button';

/**
 * /reset-password?token=… (spec §2: password recovery, new password, then
 * success): the emailed link's questions about the business card, then the
 * new password, then success; a link that does not work says so (spec §8)
 * and offers a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  const token = useSearchParams()[0].get('token');
  const store = useCapability('identity').passwordResetStore;
  const state = useObservable(store.state$);
  useDocumentTitle(t('passwordRecovery.resetTitle'));

  useEffect(() => (token ? store.show(token) : undefined), [store, token]);

  const current = currentResetState(token, state);
  const screen = resetScreen(token, current);
  let content;
  if (screen === 'invalid') {
    content = (
      <Outcome title={t('passwordRecovery.invalidTitle')} tone="error" message={t('passwordRecovery.invalid')}>
        <Button component={Link} to={localized('/forgot-password')}>
          {t('passwordRecovery.requestNew')}
        </Button>
      </Outcome>
    );
  } else if (screen === 'checking' || current === null) {
    content = <FullPageMessage message={t('passwordRecovery.checking')} />;
  } else if (screen === 'failed') {
    content = (
      <Outcome title={t('passwordRecovery.resetHeading')} tone="error" message={t('passwordRecovery.loadError')}>
        <Button variant="outline" onClick={() => store.retry()}>
          {t('passwordRecovery.retry')}
        </Button>
      </Outcome>
    );
  } else if (screen === 'done') {
    content = (
      <Outcome title={t('passwordRecovery.doneTitle')} tone="success" message={t('passwordRecovery.done')}>
        <Button component={Link} to={localized('/login')}>
          {t('passwordRecovery.signIn')}
        </Button>
      </Outcome>
    );
  } else if (current.status === 'questions') {
    content = <Questions questions={current.questions} attemptsLeft={current.attemptsLeft} />;
  } else {
    content = <NewPassword />;
  }
  return (
    <Paper maw="64rem" mx="auto" p="xl" withBorder radius="md">
      {content}
    </Paper>
  );
}

function Questions({ questions, attemptsLeft }: { readonly questions: readonly RegistrationField[]; readonly attemptsLeft: number }) {
  const { t, locale } = useTranslate();
  const answer = useCapability('identity').answerResetQuestions;
  const [{ answers, problems, serverErrors, wrong, busy }, dispatch] = useReducer(resetQuestionsFlow, INITIAL_RESET_QUESTIONS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submitting' });
    dispatch({ type: 'answered', answer: await answer.execute({ answers, locale }) });
  };

  return (
    <ResetStep intro={t('passwordRecovery.questionsIntro')} onSubmit={onSubmit} submit={t('passwordRecovery.continue')} busy={busy}>
      {wrong && (
        <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
          <Text>{t('passwordRecovery.wrongAnswers')}</Text>
          <Text>{t('passwordRecovery.attemptsLeft', { count: attemptsLeft })}</Text>
        </Alert>
      )}
      <ConfiguredFieldInputs
        fields={questions}
        values={answers}
        errorOf={(question) => {
          const problem = problems.get(question.id);
          return problem ? fieldProblemText(t, question, problem) : serverErrors[question.name];
        }}
        onChange={(question, value) => dispatch({ type: 'answer', questionId: question.id, value })}
      />
    </ResetStep>
  );
}

function NewPassword() {
  const { t, locale } = useTranslate();
  const setNewPassword = useCapability('identity').setNewPassword;
  const [state, dispatch] = useReducer(newPasswordFlow, INITIAL_NEW_PASSWORD);
  const { password, confirmation, passwordProblems, confirmationProblem, serverError, busy } = state;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submitting' });
    const answer = await setNewPassword.execute({ password, confirmation, locale });
    dispatch({ type: 'answered', answer, passwordUsed: t('passwordRecovery.passwordUsed') });
  };

  return (
    <ResetStep intro={t('passwordRecovery.newPasswordIntro')} onSubmit={onSubmit} submit={t('passwordRecovery.save')} busy={busy}>
      <NewPasswordFields
        labelKey="newPassword.newPassword"
        password={password}
        confirmation={confirmation}
        onPasswordChange={(value) => dispatch({ type: 'password', value })}
        onConfirmationChange={(value) => dispatch({ type: 'confirmation', value })}
        passwordError={passwordProblems.length > 0 ? passwordProblemsText(t, passwordProblems) : serverError}
        confirmationError={confirmationProblem ? t(confirmationProblem.key) : undefined}
      />
    </ResetStep>
  );
}

interface ResetStepProps {
  readonly intro: string;
  readonly onSubmit: (event: FormEvent) => Promise<void>;
  readonly submit: string;
  readonly busy: boolean;
  readonly children: ReactNode;
}

/** One step of the reset (the questions, then the new password): a form under the page's title and what the step asks, ending with its button. */
function ResetStep({ intro, onSubmit, submit, busy, children }: ResetStepProps) {
  const { t } = useTranslate();
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('passwordRecovery.resetHeading')}
        </Title>
        <Text>{intro}</Text>
        {children}
        <SubmitButton loading={busy} style={{ alignSelf: 'flex-start' }}>
          {submit}
        </SubmitButton>
      </Stack>
    </form>
  );
}
