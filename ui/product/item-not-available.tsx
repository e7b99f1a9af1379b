import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';

/** 'Item Not Available' (spec §8): an unknown or unavailable product, with the way back to the shop. */
export function ItemNotAvailable() {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1}>{t('product.unavailable.title')}</Title>
      <Text maw="60ch">{t('product.unavailable.description')}</Text>
      <Button component={Link} to={localized('/shop')} leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
        {t('product.unavailable.backToShop')}
      </Button>
    </Stack>
  );
}
