import { Group, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslate } from '../hooks/use-translate';

interface OrderActionProps {
  readonly readOnly: boolean;
  readonly mt?: MantineSpacing;
  readonly children: ReactNode;
}

/** A button acting on an order or one of its items, with the read-only admin's note on why it is disabled beside it. */
export function OrderAction({ readOnly, mt, children }: OrderActionProps) {
  const { t } = useTranslate();
  return (
    <Group gap="sm" mt={mt}>
      {children}
      {readOnly && (
        <Text m={0} size="sm">
          {t('readOnly.control')}
        </Text>
      )}
    </Group>
  );
}
