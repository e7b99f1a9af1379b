import type { FooterEntry } from '@application/content/site-chrome';
import { Container, Text } from '@mantine/core';
import { useId } from 'react';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { linkTargetOf } from '../components/link-target';
import classes from './site-footer.module.css';
import { TargetLink } from '../components/target-link';

/**
 * The footer (spec §2 Footer): the content service's two titled link lists,
 * its logo list and its legal list, each link shown and enabled by the
 * viewer's flags (members and admins logged in as members have their own),
 * opening in a new tab when set; then the programme's fixed notices.
 */
export function SiteFooter() {
  const { t } = useTranslate();
  const footer = useObservable(useCapability('content').siteChrome.footer$);
  return (
    <footer aria-label={t('footer.label')} className={classes.footer}>
      <Container size="xl" py="xl">
        {footer && footer.linkLists.length > 0 && (
          <div className={classes.lists}>
            {footer.linkLists.map((list, index) => (
              <LinkList key={`${index}-${list.title}`} title={list.title} entries={list.items} />
            ))}
          </div>
        )}
        {footer && footer.logos.length > 0 && (
          <ul className={classes.logos} aria-label={t('footer.logos')}>
            {footer.logos.map((entry, index) => (
              <li key={`${index}-${entry.link.title}`}>
                <FooterLink entry={entry} logo />
              </li>
            ))}
          </ul>
        )}
        <div className={classes.bottom}>
          {footer && footer.legal.length > 0 && (
            <ul className={classes.legal} aria-label={t('footer.legal')}>
              {footer.legal.map((entry, index) => (
                <li key={`${index}-${entry.link.title}`}>
                  <FooterLink entry={entry} />
                </li>
              ))}
            </ul>
          )}
          <Text size="sm">{t('footer.pointsNote')}</Text>
          <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
        </div>
      </Container>
    </footer>
  );
}

function LinkList({ title, entries }: { title: string; entries: readonly FooterEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.listTitle}>
        {title}
      </h2>
      <ul className={classes.list}>
        {entries.map((entry, index) => (
          <li key={`${index}-${entry.link.title}`}>
            <FooterLink entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One footer link; a logo shows its image with the title as its text alternative. */
function FooterLink({ entry, logo = false }: { entry: FooterEntry; logo?: boolean }) {
  const { link, enabled } = entry;
  // The API sends pages outside the store as absolute addresses; a root-relative one is a store route.
  const target = linkTargetOf(link.url);
  const content =
    logo && link.icon ? (
      <img src={link.icon} alt={link.title} className={classes.logoImage} />
    ) : (
      <span className={classes.withIcon}>
        {link.icon && <img src={link.icon} alt="" width={18} height={18} />}
        {link.title}
      </span>
    );
  if (!enabled || target === null) {
    return (
      <span className={classes.disabled} aria-disabled="true">
        {content}
      </span>
    );
  }
  return (
    <TargetLink target={target} newTab={link.newTab} className={classes.link}>
      {content}
    </TargetLink>
  );
}
