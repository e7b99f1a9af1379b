import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface RetryAlertProps {
  /** What failed to load, in the member's language. */
  readonly message: ReactNode;
  readonly retryLabel: ReactNode;
  readonly onRetry: () => void;
  readonly title?: ReactNode;
}

/** A load that failed: what failed and a button to try again, announced as an alert (every page's one way of saying so). */
export function RetryAlert({ message, retryLabel, onRetry, title }: RetryAlertProps) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Group justify="space-between">
        <Text>{message}</Text>
        <Button variant="white" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </Alert>
  );
}
