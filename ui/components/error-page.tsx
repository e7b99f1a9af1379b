import { errorStatusOf } from '@rewards-storefront/domain/errors/error-status';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';

/** Statuses with a message of their own; any other shows the general one. */
const MESSAGE_KEYS: Readonly<Record<number, string>> = {
  401: 'errorPage.messages.401',
  403: 'errorPage.messages.403',
  404: 'errorPage.messages.404',
  503: 'errorPage.messages.503',
};

/**
 * The generic error page (spec §2, §8): the status code (default 500) and a
 * message, with a way home. At /error the status comes from `?status=`;
 * the router's error element passes the status of the failure.
 */
export function ErrorPage({ status }: { readonly status?: number }) {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const shown = status ?? errorStatusOf(params.get('status'));
  useDocumentTitle(t('errorPage.pageTitle', { status: shown }));
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Text fw={600} c="secondary.6">
        {t('errorPage.code', { status: shown })}
      </Text>
      <Title order={1} size="h2">
        {t('errorPage.title')}
      </Title>
      <Text maw="60rem">{t(MESSAGE_KEYS[shown] ?? 'errorPage.messages.default')}</Text>
      <Button component={Link} to={localized('/')}>
        {t('errorPage.backHome')}
      </Button>
    </Stack>
  );
}
