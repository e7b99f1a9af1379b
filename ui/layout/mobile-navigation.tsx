import type { MenuEntry } from '@application/content/site-chrome';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { switchLocaleUrl } from '@rewards-storefront/domain/locale/locale-path';
import { Anchor, Button, Modal, Stack, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useTranslate } from '../hooks/use-translate';
import { MenuEntryLabel } from './menu-entry-label';
import { MenuEntryLink } from './menu-entry-link';
import classes from './mobile-navigation.module.css';
import { useLocationAsRendered } from '../hooks/use-hydrated';

export interface MobileNavigationProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly entries: readonly MenuEntry[];
  readonly signedIn: boolean;
  /** Where "Join now" leads; null until the content configuration has loaded. */
  readonly joinNowUrl: string | null;
  readonly otherLocale: Locale;
  readonly onPartnerChoice: (entry: MenuEntry) => void;
}

/**
 * The full-screen navigation of small screens (spec §2): the root list, or
 * the sub-menu of an item with children with a back button; a close button
 * always; for visitors a join-now link and a link to the other language.
 * Focus stays inside; it moves to the back button on entering a sub-menu
 * and back to that item on leaving it.
 */
export function MobileNavigation({ opened, onClose, entries, signedIn, joinNowUrl, otherLocale, onPartnerChoice }: MobileNavigationProps) {
  const preferredLanguage = useCapability('session').applyPreferredLanguage;
  const { t } = useTranslate();
  // The language switch keeps the #fragment, which the server never sees: added once hydrated.
  const renderedLocation = useLocationAsRendered();
  const [submenu, setSubmenu] = useState<MenuEntry | null>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const parentButtons = useRef(new Map<string, HTMLButtonElement>());
  const lastSubmenu = useRef<string | null>(null);

  // Every opening starts at the root list.
  useEffect(() => {
    if (opened) setSubmenu(null);
  }, [opened]);

  useEffect(() => {
    if (submenu) {
      lastSubmenu.current = submenu.item.slug;
      backButton.current?.focus();
    } else if (lastSubmenu.current) {
      parentButtons.current.get(lastSubmenu.current)?.focus();
      lastSubmenu.current = null;
    }
  }, [submenu]);

  const shown = submenu ? submenu.children : entries;
  const choosePartner = (entry: MenuEntry) => {
    onClose();
    onPartnerChoice(entry);
  };

  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen transitionProps={{ transition: 'fade', duration: 150 }}>
      <Modal.Content>
        <Modal.Header role="none" className={classes.header}>
          {submenu && (
            <Button
              ref={backButton}
              variant="subtle"
              leftSection={<IconChevronLeft size={20} aria-hidden="true" />}
              onClick={() => setSubmenu(null)}
              aria-label={t('mobileNav.backLabel')}
            >
              {t('mobileNav.back')}
            </Button>
          )}
          <Modal.Title className={classes.title}>{submenu ? submenu.item.title : t('mobileNav.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('mobileNav.close')} size="lg" />
        </Modal.Header>
        <Modal.Body>
          <nav aria-label={submenu ? submenu.item.title : t('mobileNav.label')}>
            <ul className={classes.list}>
              {shown.map((entry) => (
                <li key={entry.item.slug}>
                  {entry.children.length > 0 ? (
                    <UnstyledButton
                      ref={(element) => {
                        if (element) parentButtons.current.set(entry.item.slug, element);
                        else parentButtons.current.delete(entry.item.slug);
                      }}
                      className={classes.row}
                      disabled={!entry.enabled}
                      onClick={() => setSubmenu(entry)}
                    >
                      <MenuEntryLabel item={entry.item} />
                      <IconChevronRight size={20} aria-hidden="true" />
                    </UnstyledButton>
                  ) : (
                    <MenuEntryLink entry={entry} className={classes.row} onNavigate={onClose} onPartnerChoice={choosePartner} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {!signedIn && (
            <Stack gap="sm" mt="xl" className={classes.extras}>
              {joinNowUrl && (
                <Button component="a" href={joinNowUrl} variant="outline" fullWidth>
                  {t('nav.joinNow')}
                </Button>
              )}
              <Anchor
                component={Link}
                to={switchLocaleUrl(renderedLocation, otherLocale)}
                lang={otherLocale}
                hrefLang={otherLocale}
                onClick={() => {
                  preferredLanguage.languageChosen();
                  onClose();
                }}
                className={classes.languageLink}
              >
                {t('header.otherLanguage')}
              </Anchor>
            </Stack>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

