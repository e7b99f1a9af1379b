import { Button, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';

interface MessageWithLinkProps {
  /** The page's heading, when the message is all the page shows. */
  readonly title?: ReactNode;
  /** What there is to say (nothing in the cart, a step that cannot go on). */
  readonly children: ReactNode;
  /** The store path the button leads to, in the visitor's language. */
  readonly to: string;
  readonly linkLabel: ReactNode;
}

/** A message with the one way on, a link drawn as a button (every page's one way of saying there is nothing to do here). */
export function MessageWithLink({ title, children, to, linkLabel }: MessageWithLinkProps) {
  const localized = useLocalizedPath();
  return (
    <Stack gap="md" align="flex-start">
      {title !== undefined && <Title order={1}>{title}</Title>}
      {children}
      <Button component={Link} to={localized(to)}>
        {linkLabel}
      </Button>
    </Stack>
  );
}
