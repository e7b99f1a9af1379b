import type { RegistrationTerms } from '@domain/registration/registration-config';
import { ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

/** The terms in a scrolling box of spec §9's 41.8rem: a named region, scrollable by keyboard. */
export function TermsText({ terms }: { readonly terms: RegistrationTerms }) {
  const headingId = useId();
  const paragraphs = terms.description.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div>
      <Title order={3} size="h4" id={headingId} mb="sm">
        {terms.title}
      </Title>
      <ScrollArea.Autosize
        mah="41.8rem"
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, 'aria-labelledby': headingId, role: 'region' }}
        style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Stack gap="sm" p="md">
          {paragraphs.map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </div>
  );
}
