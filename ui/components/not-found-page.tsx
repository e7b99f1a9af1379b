import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';

/** The 404 page (spec §2 error pages): 'This page could not be found', 'Back to the home page'. */
export function NotFoundPage() {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  useDocumentTitle(t('notFound.pageTitle'));
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Text fw={600} c="secondary.6">
        {t('notFound.code')}
      </Text>
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Button component={Link} to={localized('/')}>
        {t('notFound.backHome')}
      </Button>
    </Stack>
  );
}
