import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';

/** Screens of spec §2 that later issues build; each has a title and a description under `placeholder.features`. */
export const UPCOMING_FEATURES = ['cart', 'checkout', 'checkoutConfirm'] as const;
export type UpcomingFeature = (typeof UPCOMING_FEATURES)[number];

/**
 * A route whose screen a later issue builds: it says, in the page's
 * language, what the page will offer and that it is coming, with a way back
 * to the shop. Never a blank page.
 */
export function PlaceholderPage({ feature }: { feature: UpcomingFeature }) {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  const title = t(`placeholder.features.${feature}.title`);
  useDocumentTitle(title);
  return (
    <Paper maw="64rem" mx="auto" p="xl" withBorder radius="md">
      <Stack gap="md" align="flex-start">
        <Text fw={600} c="secondary.7">
          <IconClockHour4 size={18} aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginInlineEnd: '0.6rem' }} />
          {t('placeholder.comingSoon')}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{t(`placeholder.features.${feature}.description`)}</Text>
        <Text c="gray.7">{t('placeholder.notYet')}</Text>
        <Button component={Link} to={localized('/shop')}>
          {t('placeholder.backToShop')}
        </Button>
      </Stack>
    </Paper>
  );
}
