import type { NavigationItem } from '@rewards-storefront/domain/content/navigation-item';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Dialog } from '../components/dialog';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { menuItemTarget, newTabProps } from '../components/link-target';
import { NewTabHint } from '../components/target-link';

export interface RedirectNoticeModalProps {
  readonly opened: boolean;
  /** The partner retailer's menu item; kept while the dialog animates out. */
  readonly item: NavigationItem | null;
  readonly onClose: () => void;
}

/**
 * The redirect notice (spec §2): before a partner retailer's page opens, a
 * note says the member is leaving the store. Confirm follows the item's link
 * (a real link, so a new tab opens where the item asks for one); cancel
 * stays.
 */
export function RedirectNoticeModal({ opened, item, onClose }: RedirectNoticeModalProps) {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  const target = item ? menuItemTarget(item) : null;
  const retailer = item?.title ?? '';
  const tab = newTabProps(item?.newTab ?? false);
  const confirmLabel = (
    <>
      {t('nav.redirectNotice.confirm', { retailer })}
      <NewTabHint newTab={item?.newTab ?? false} />
    </>
  );

  return (
    <Dialog opened={opened} onClose={onClose} size="md" centered title={t('nav.redirectNotice.title')} closeLabel={t('nav.redirectNotice.close')}>
      <Stack gap="lg">
        <Text>{t('nav.redirectNotice.note', { retailer })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('nav.redirectNotice.cancel')}
          </Button>
          {target?.kind === 'store' && (
            <Button component={Link} to={localized(target.path)} onClick={onClose} {...tab}>
              {confirmLabel}
            </Button>
          )}
          {target?.kind === 'external' && (
            <Button
              component="a"
              href={target.href}
              onClick={onClose}
              rightSection={<IconExternalLink size={18} aria-hidden="true" />}
              {...tab}
            >
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}
