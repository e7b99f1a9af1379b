import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageLoader } from './page-loader';

/** A hand-off page (single sign-on, an access link) while it signs the member in: its title, what it does, and a loader saying so. */
export function HandoffPending({ title, message }: { readonly title: string; readonly message: string }) {
  return (
    <Stack align="center" gap="md" py="xl">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{message}</Text>
      <PageLoader label={message} />
    </Stack>
  );
}

/** A hand-off page that could not sign the member in: its title, then why in a red alert; `after` holds what the member can do next. */
export function HandoffFailed({ title, children, after }: { readonly title: string; readonly children: ReactNode; readonly after?: ReactNode }) {
  return (
    <Stack maw="60rem" mx="auto" gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
        {children}
      </Alert>
      {after}
    </Stack>
  );
}
