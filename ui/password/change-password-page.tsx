// Only this page uses List: its Mantine styles come with it, not with the first page (ui/styles/mantine.ts).
import '@mantine/core/styles/List.css';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE_KEYS, passwordProblems } from '@rewards-storefront/domain/password/password-rule';
import { Button, List, Paper, PasswordInput, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { BackLink } from '../components/back-link';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };
type Fields = typeof EMPTY;

/**
 * /account/reset-password (spec §2, §5, §8): the current password, a new
 * one and its confirmation. The password rule shows as a checklist that
 * follows what is typed; a wrong current password is said on its field;
 * a password used before shows the password-used notification.
 */
export function ChangePasswordPage() {
  const { t } = useTranslate();
  const change = useCapability('accountPortal').changePassword;
  const readOnly = useReadOnly();
  const ruleId = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [saving, setSaving] = useState(false);
  useDocumentTitle(t('changePassword.pageTitle'));
  const unmet = new Set(passwordProblems(fields.newPassword).map((problem) => problem.key));

  const input = (name: keyof Fields, label: string, autoComplete: string) => ({
    label: t(label),
    value: fields[name],
    autoComplete,
    required: true,
    error: errors[name],
    visibilityToggleButtonProps: { 'aria-label': t('changePassword.toggle', { field: t(label) }) },
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setFields((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = async () => {
    const required = (Object.keys(EMPTY) as (keyof Fields)[]).filter((name) => fields[name] === '');
    if (required.length > 0) {
      setErrors(Object.fromEntries(required.map((name) => [name, t('validation.required', { field: t(`changePassword.${name}`) })])));
      return;
    }
    setSaving(true);
    const outcome = await change.execute(fields);
    setSaving(false);
    if (outcome.outcome === 'problems') {
      setErrors({
        ...(outcome.newPassword.length > 0 ? { newPassword: t('changePassword.ruleNotMet') } : {}),
        ...(outcome.confirmationMismatch ? { confirmation: t('changePassword.mismatch') } : {}),
      });
      return;
    }
    if (outcome.outcome === 'current-password-invalid') {
      setErrors({ currentPassword: t('changePassword.currentInvalid') });
      return;
    }
    setErrors({});
    if (outcome.outcome === 'changed') setFields(EMPTY);
  };

  const rules = [
    { key: PASSWORD_RULE_KEYS.length, params: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } },
    { key: PASSWORD_RULE_KEYS.uppercase },
    { key: PASSWORD_RULE_KEYS.lowercase },
    { key: PASSWORD_RULE_KEYS.digit },
    { key: PASSWORD_RULE_KEYS.special },
  ];

  return (
    <Stack gap="lg" maw="48rem" mx="auto">
      <BackLink />
      <Paper p="xl" withBorder radius="md">
        <form
          aria-labelledby="change-password-heading"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Title order={1} size="h2" id="change-password-heading">
              {t('changePassword.heading')}
            </Title>
            <PasswordInput {...input('currentPassword', 'changePassword.currentPassword', 'current-password')} />
            <PasswordInput
              {...input('newPassword', 'changePassword.newPassword', 'new-password')}
              description={t('changePassword.ruleSummary', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
            />
            <div id={ruleId}>
              <Text m={0} fw={600} size="sm">
                {t('changePassword.ruleIntro')}
              </Text>
              <List size="sm" spacing={4} listStyleType="none" mt={4}>
                {rules.map((rule) => {
                  const met = fields.newPassword !== '' && !unmet.has(rule.key);
                  const Icon = met ? IconCircleCheck : IconCircleDashed;
                  return (
                    <List.Item
                      key={rule.key}
                      icon={
                        <Icon size={16} aria-hidden="true" color={met ? 'var(--mantine-color-green-9)' : 'var(--mantine-color-gray-7)'} />
                      }
                    >
                      {t(rule.key, rule.params)}
                      <VisuallyHidden>{` (${t(met ? 'changePassword.met' : 'changePassword.notMet')})`}</VisuallyHidden>
                    </List.Item>
                  );
                })}
              </List>
            </div>
            <PasswordInput {...input('confirmation', 'changePassword.confirmation', 'new-password')} />
            <Button type="submit" loading={saving} disabled={readOnly}>
              {t('changePassword.submit')}
            </Button>
            {readOnly && <Text size="sm">{t('readOnly.control')}</Text>}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
