import type { ContentPageSlug } from '@rewards-storefront/domain/content/content-page';
import { Stack, Title } from '@mantine/core';
import { ContentPageStatus } from './content-page-status';
import { ContentSections } from './content-sections';
import { useContentPage } from './use-content-page';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useTranslate } from '../hooks/use-translate';

/** The content service's information pages: /faq, /program-rules, /customer-support, /examples, and the credit-card listing (/credit-cards) and promotions (/promotions) pages of spec §2. */
export function InformationPage({ slug }: { slug: Exclude<ContentPageSlug, 'home'> }) {
  const { t } = useTranslate();
  const { state, retry } = useContentPage(slug);
  const page = state.status === 'loaded' ? state.page : null;
  useDocumentTitle(page?.title ?? t(`content.titles.${slug}`));

  if (page === null) return <ContentPageStatus state={state} retry={retry} />;
  return (
    <Stack gap="xl">
      <Title order={1}>{page.title}</Title>
      <ContentSections sections={page.sections} />
    </Stack>
  );
}
