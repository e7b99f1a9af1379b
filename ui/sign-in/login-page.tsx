import type { SignInFailure } from '@application/sign-in/sign-in';
import { SIGN_IN_FIELD_MAX_LENGTH, validateSignInForm, type SignInForm } from '@rewards-storefront/domain/sign-in/sign-in-form';
import { SIGN_IN_PAUSE_MINUTES } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { Alert, Anchor, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Link, Navigate } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { FormCard } from '../components/form-card';
import { domainFormSchema } from '../components/domain-form-schema';
import { useTranslate } from '../hooks/use-translate';
import { useLandingAfterSignIn } from '../session/use-landing-after-sign-in';
import { SubmitButton } from '../components/submit-button';

// The domain's sign-in rule as the form's schema: the username trimmed, a message key per invalid field.
const signInFormSchema = domainFormSchema<SignInForm, SignInForm>(validateSignInForm);

const FIELD_LABEL_KEYS: Record<keyof SignInForm, string> = {
  username: 'signIn.username',
  password: 'signIn.password',
};

/**
 * /login: the sign-in form (username, password); success goes to the saved
 * deep link if it is still live, else to the shop (spec §2), in the page's locale.
 * A signed-in member goes to the shop, unless they have no usable card: then
 * the form stays, saying why (spec §2: travel without a card sends the member
 * to sign in), so they can sign in with another card's login.
 */
export function LoginPage() {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  const landing = useLandingAfterSignIn();
  const signIn = useCapability('signIn').signIn;
  const sessions = useCapability('session').sessionStore;
  const signedIn = useObservable(sessions.isSignedIn$);
  const accounts = useObservable(useCapability('session').accountStore.state$);
  const withoutUsableCard = signedIn && accounts.loaded && accounts.accountId === null;
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  // Taken once, when the sign-in succeeds: the deep link is followed only once.
  const [landingTarget, setLandingTarget] = useState<string | null>(null);
  useDocumentTitle(t('signIn.pageTitle'));

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ resolver: zodResolver(signInFormSchema), defaultValues: { username: '', password: '' } });

  /** The schema's messages are i18n keys; the field's own label fills `{field}`. */
  const messageOf = (field: keyof SignInForm, error: FieldError | undefined) =>
    error?.message
      ? t(error.message, {
          field: t(FIELD_LABEL_KEYS[field]),
          length: SIGN_IN_FIELD_MAX_LENGTH,
        })
      : undefined;

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const result = await signIn.execute(form);
    if (result.ok) {
      setLandingTarget(landing(result.preferredLocale));
    } else {
      setFailure(result.reason);
    }
  });

  if (landingTarget !== null) return <Navigate to={landingTarget} replace />;
  if (signedIn && !isSubmitting && !withoutUsableCard) return <Navigate to={localized('/shop')} replace />;

  return (
    <FormCard width="44rem" title={t('signIn.heading')} gap="md">
      <Text>{t('signIn.intro')}</Text>
      {withoutUsableCard && !failure && <Alert color="primary">{t('signIn.noUsableCard')}</Alert>}
      {failure && (
        <Alert color="red" role="alert" title={t('signIn.errorTitle')} icon={<IconAlertCircle aria-hidden="true" />}>
          {t(`signIn.errors.${failure}`, { minutes: SIGN_IN_PAUSE_MINUTES })}
          {failure === 'email-not-verified' && (
            <>
              {' '}
              <Anchor component={Link} to={localized('/register/verify')} underline="always">
                {t('signIn.newConfirmationLink')}
              </Anchor>
            </>
          )}
        </Alert>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('signIn.username')}
            autoComplete="username"
            required
            error={messageOf('username', errors.username)}
            {...register('username')}
          />
          <PasswordInput
            label={t('signIn.password')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('signIn.togglePassword') }}
            error={messageOf('password', errors.password)}
            {...register('password')}
          />
          <SubmitButton loading={isSubmitting} fullWidth>
            {t('signIn.submit')}
          </SubmitButton>
        </Stack>
      </form>
      <Stack gap="xs">
        <Anchor component={Link} to={localized('/forgot-password')}>
          {t('signIn.forgotPassword')}
        </Anchor>
        <Text>
          {t('signIn.registerPrompt')}{' '}
          <Anchor component={Link} to={localized('/register')} underline="always">
            {t('signIn.register')}
          </Anchor>
        </Text>
      </Stack>
    </FormCard>
  );
}
