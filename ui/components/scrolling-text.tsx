import { ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

/**
 * A titled text (terms, programme rules) in a scrolling box of the spec's
 * height: a region named by its title, scrollable by keyboard. Blank lines
 * separate paragraphs.
 */
export function ScrollingText({
  title,
  text,
  maxHeight,
  headingOrder,
}: {
  readonly title: string;
  readonly text: string;
  /** Spec §9: 41.8rem for the registration terms, 20rem for a pending action. */
  readonly maxHeight: string;
  readonly headingOrder: 2 | 3;
}) {
  const headingId = useId();
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div>
      <Title order={headingOrder} size={headingOrder === 2 ? 'h3' : 'h4'} id={headingId} mb="sm">
        {title}
      </Title>
      <ScrollArea.Autosize
        mah={maxHeight}
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
