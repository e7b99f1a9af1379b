import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FormCardProps {
  /** The card's widest, as a CSS length (a sign-in form is narrower than the registration wizard). */
  readonly width: string;
  /** The page's one h1. */
  readonly title: ReactNode;
  readonly gap: 'md' | 'lg';
  readonly children: ReactNode;
}

/** A page that is one form (sign-in, registration, password recovery): a bordered card, centred, headed by the page's h1. */
export function FormCard({ width, title, gap, children }: FormCardProps) {
  return (
    <Paper maw={width} mx="auto" p="xl" withBorder radius="md">
      <Stack gap={gap}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
