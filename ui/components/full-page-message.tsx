import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * What shows while the store leaves for another page (a full-page redirect)
 * or waits for what it needs to decide: a spinner with a live message, so
 * screen readers hear why nothing else happens.
 */
export function FullPageMessage({ message }: { readonly message: string }) {
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text>{message}</Text>
      </Stack>
    </Center>
  );
}
