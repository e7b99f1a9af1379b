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
  const toggle = { 'aria-label': t('newPassword.toggle') };
  return (
    <Stack gap="md">
      <PasswordInput
        label={t(props.labelKey)}
        description={t('passwordRule.description')}
        autoComplete="new-password"
        required
        maxLength={255}
        value={props.password}
        error={props.passwordError}
        visibilityToggleButtonProps={toggle}
        onChange={(event) => props.onPasswordChange(event.currentTarget.value)}
      />
      <PasswordInput
        label={t('newPassword.confirmation')}
        autoComplete="new-password"
        required
        maxLength={255}
        value={props.confirmation}
        error={props.confirmationError}
        visibilityToggleButtonProps={toggle}
        onChange={(event) => props.onConfirmationChange(event.currentTarget.value)}
      />
    </Stack>
  );
}
