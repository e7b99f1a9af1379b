import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled part of an account page: a region named by its heading. */
export function Section({
  title,
  children,
  actions,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly actions?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} p="xl" withBorder radius="md">
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {children}
        {actions}
      </Stack>
    </Paper>
  );
}
