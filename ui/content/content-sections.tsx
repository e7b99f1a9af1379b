import type { ContentSection } from '@rewards-storefront/domain/content/content-page';
import { Stack, Text, Title } from '@mantine/core';
import { linkTargetOf } from '../components/link-target';
import { TargetLink } from '../components/target-link';
import classes from './content-sections.module.css';

/**
 * A content page's sections: an optional heading, paragraphs and links.
 * Store links go through the router in the page's locale (the FAQ's links to
 * /account or /account/order-history stay in French under /fr).
 */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <Stack gap="xl">
      {sections.map((section, index) => (
        <section key={`${index}-${section.heading ?? ''}`} className={classes.section}>
          {section.heading && (
            <Title order={2} size="h3" mb="sm">
              {section.heading}
            </Title>
          )}
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <Text key={paragraphIndex} mb="sm" className={classes.paragraph}>
              {paragraph}
            </Text>
          ))}
          {section.links.length > 0 && (
            <ul className={classes.links}>
              {section.links.map((link, linkIndex) => {
                const target = linkTargetOf(link.url, { external: link.isExternal });
                return (
                  <li key={linkIndex}>{target ? <TargetLink target={target}>{link.label}</TargetLink> : link.label}</li>
                );
              })}
            </ul>
          )}
        </section>
      ))}
    </Stack>
  );
}
