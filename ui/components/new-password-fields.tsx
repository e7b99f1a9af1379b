import { PasswordInput, Stack } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';

export interface NewPasswordFieldsProps {
  readonly password: string;
  readonly confirmation: string;
  readonly onPasswordChange: (value: string) => void;
  readonly onConfirmationChange: (value: string) => void;
  readonly passwordError: string | undefined;
  readonly confirmationError: string | undefined;
  /** "Password" while registering, "New password" when resetting. */
  readonly labelKey: 'newPassword.password' | 'newPassword.newPassword';
}

/** A new password and its confirmation, with the rule of spec §5 described under the first. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslate();
  // Both fields take the same new password, so they share its constraints and show/hide toggle.
  const newPassword = {
    autoComplete: 'new-password',
    required: true,
    maxLength: 255,
    visibilityToggleButtonProps: { 'aria-label': t('newPassword.toggle') },
  };
  return (
    <Stack gap="md">
      <PasswordInput
        label={t(props.labelKey)}
        description={t('passwordRule.description')}
        {...newPassword}
        value={props.password}
        error={props.passwordError}
        onChange={(event) => props.onPasswordChange(event.currentTarget.value)}
      />
      <PasswordInput
        label={t('newPassword.confirmation')}
        {...newPassword}
        value={props.confirmation}
        error={props.confirmationError}
        onChange={(event) => props.onConfirmationChange(event.currentTarget.value)}
      />
    </Stack>
  );
}
