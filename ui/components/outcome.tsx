import { Alert, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface OutcomeProps {
  readonly title: string;
  /** A success is announced as a status, an error as an alert. */
  readonly tone: 'error' | 'success';
  readonly message: string;
  /** The one thing to do next. */
  readonly children: ReactNode;
}

/** Where an emailed link's flow stands when there is nothing to fill in: a heading, what happened, and the one thing to do next. */
export function Outcome({ title, tone, message, children }: OutcomeProps) {
  const error = tone === 'error';
  return (
    <Stack gap="lg" align="flex-start">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert
        color={error ? 'red' : 'green'}
        role={error ? 'alert' : 'status'}
        icon={error ? <IconAlertCircle aria-hidden="true" /> : <IconCircleCheck aria-hidden="true" />}
        w="100%"
      >
        {message}
      </Alert>
      {children}
    </Stack>
  );
}
