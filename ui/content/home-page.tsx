import { activeSlides } from '@rewards-storefront/domain/content/active-slides';
import { Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { ContentPageStatus } from './content-page-status';
import { ContentSections } from './content-sections';
import { SlideCarousel } from './slide-carousel';
import { useContentPage } from './use-content-page';
import { FeaturedProducts } from '../components/featured-products';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useTranslate } from '../hooks/use-translate';

/**
 * The member's home (/ and /fr): the content service's home page, its live
 * slides (active and inside their dates, spec §3), the monthly specials
 * (spec §2 featured products block) and its sections.
 */
export function HomePage() {
  const { t } = useTranslate();
  const clock = useCapability('ports').clock;
  const { state, retry } = useContentPage('home');
  const page = state.status === 'loaded' ? state.page : null;
  const slides = useMemo(() => (page ? activeSlides(page.slides, clock.now()) : []), [page, clock]);
  useDocumentTitle(page?.title ?? t('content.homeTitle'));

  if (page === null) return <ContentPageStatus state={state} retry={retry} />;
  return (
    <Stack gap="xl">
      <Title order={1}>{page.title}</Title>
      <SlideCarousel slides={slides} />
      <FeaturedProducts />
      <ContentSections sections={page.sections} />
    </Stack>
  );
}
