import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface OrderSectionProps {
  /** The heading's id, which names the region (and may name a list inside it). */
  readonly headingId: string;
  readonly title: ReactNode;
  readonly children: ReactNode;
}

/** A part of an order page (its summary, items, payment, previous orders): a region named by its level-2 heading. */
export function OrderSection({ headingId, title, children }: OrderSectionProps) {
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
