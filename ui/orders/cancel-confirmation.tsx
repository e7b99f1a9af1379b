import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '../components/dialog';
import { useTranslate } from '../hooks/use-translate';

export interface CancelConfirmationProps {
  readonly opened: boolean;
  readonly title: string;
  /** What will be cancelled and what follows. */
  readonly message: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/**
 * Asks the member to confirm a cancellation before anything is sent (spec
 * §4: a cancellation cannot be undone). Keeping it is the first choice and
 * takes the focus, so Enter never cancels by accident.
 */
export function CancelConfirmation({ opened, title, message, confirmLabel, onConfirm, onClose }: CancelConfirmationProps) {
  const { t } = useTranslate();
  return (
    <Dialog opened={opened} onClose={onClose} size="md" centered title={title} closeLabel={t('orders.detail.closeDialog')}>
      <Stack gap="lg">
        <Text m={0}>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('orders.detail.keep')}
          </Button>
          <Button color="red.9" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
