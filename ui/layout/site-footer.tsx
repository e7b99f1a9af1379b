import { Container, Stack, Text } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';

/**
 * The footer landmark. Its link lists come from the content service in a
 * later issue; until then it carries the programme's fixed notices.
 */
export function SiteFooter() {
  const { t } = useTranslate();
  return (
    <footer aria-label={t('footer.label')} style={{ background: 'var(--mantine-color-secondary-6)', color: 'white' }}>
      <Container size="xl" py="lg">
        <Stack gap={4}>
          <Text size="sm">{t('footer.pointsNote')}</Text>
          <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
        </Stack>
      </Container>
    </footer>
  );
}
