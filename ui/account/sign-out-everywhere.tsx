import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { Dialog } from '../components/dialog';
import { useCapability } from '../hooks/use-capability';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';
import { useLeaveAfterSignOut } from '../session/use-sign-out-flow';
import { Section } from './section';

/**
 * "Sign out everywhere" (issue 22): after a confirmation, every sign-in of
 * the member ends on every device, and this one goes where sign-out goes.
 * Staying signed in is the dialog's first choice and takes the focus, so
 * Enter never signs out by accident. A read-only admin sees it disabled.
 */
export function SignOutEverywhere() {
  const { t } = useTranslate();
  const signOutEverywhere = useCapability('session').signOutEverywhere;
  const leave = useLeaveAfterSignOut();
  const readOnly = useReadOnly();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<'failed' | 'readOnly' | null>(null);

  const confirm = async () => {
    setWorking(true);
    setFailure(null);
    const result = await signOutEverywhere.execute();
    if (result.ok) {
      leave(result);
      return;
    }
    setWorking(false);
    setConfirming(false);
    setFailure(result.reason === 'read-only' ? 'readOnly' : 'failed');
  };

  return (
    <Section title={t('account.signOutEverywhere.heading')}>
      <Text m={0}>{t('account.signOutEverywhere.intro')}</Text>
      {failure && (
        <Alert color="red" role="alert">
          {t(`account.signOutEverywhere.${failure}`)}
        </Alert>
      )}
      <Group>
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          disabled={readOnly}
          onClick={() => setConfirming(true)}
        >
          {t('account.signOutEverywhere.button')}
        </Button>
      </Group>
      {readOnly && <Text size="sm">{t('readOnly.control')}</Text>}
      <Dialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        size="md"
        centered
        title={t('account.signOutEverywhere.confirmTitle')}
        closeLabel={t('account.signOutEverywhere.close')}
      >
        <Stack gap="lg">
          <Text m={0}>{t('account.signOutEverywhere.confirm')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus disabled={working}>
              {t('account.signOutEverywhere.cancel')}
            </Button>
            <Button color="red.9" loading={working} onClick={() => void confirm()}>
              {t('account.signOutEverywhere.confirmButton')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Section>
  );
}
