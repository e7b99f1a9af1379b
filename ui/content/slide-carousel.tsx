import type { Slide } from '@rewards-storefront/domain/content/content-page';
import { ActionIcon, Button, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconExternalLink } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { linkTargetOf, newTabProps } from '../components/link-target';
import { NewTabHint } from '../components/target-link';
import classes from './slide-carousel.module.css';

/**
 * The home slides (spec §3 CMS slide) as a carousel that only moves when
 * asked: previous and next buttons and one button per slide. Nothing rotates
 * by itself, so nobody has to chase text or find a pause button.
 */
export function SlideCarousel({ slides }: { slides: readonly Slide[] }) {
  const { t } = useTranslate();
  const [chosen, setChosen] = useState(0);
  const headingId = useId();
  if (slides.length === 0) return null;
  const index = Math.min(chosen, slides.length - 1);
  const slide = slides[index] as Slide;
  const total = slides.length;
  const go = (next: number) => setChosen((next + total) % total);

  return (
    <section className={classes.carousel} aria-roledescription={t('content.slides.carousel')} aria-label={t('content.slides.label')}>
      <div
        className={classes.slide}
        role="group"
        aria-roledescription={t('content.slides.slide')}
        aria-labelledby={headingId}
        aria-live="polite"
      >
        {(slide.imageLg || slide.imageSm) && (
          <picture className={classes.picture}>
            {slide.imageLg && slide.imageSm && <source media="(min-width: 48em)" srcSet={slide.imageLg} />}
            {/* The first slide's picture is the home page's largest paint: fetched before anything below it. */}
            <img src={slide.imageSm ?? slide.imageLg ?? ''} alt="" fetchPriority={index === 0 ? 'high' : 'auto'} className={classes.image} />
          </picture>
        )}
        <div className={classes.body}>
          {total > 1 && (
            <Text size="sm" fw={600} className={classes.position}>
              {t('content.slides.position', { index: index + 1, total })}
            </Text>
          )}
          <Title order={2} id={headingId} className={classes.heading}>
            {slide.heading}
          </Title>
          <Text className={classes.message}>{slide.bodyMessage}</Text>
          <SlideButton slide={slide} />
        </div>
      </div>
      {total > 1 && (
        <Group justify="center" gap="xs" mt="sm">
          <ActionIcon variant="default" size={44} aria-label={t('content.slides.previous')} onClick={() => go(index - 1)}>
            <IconChevronLeft aria-hidden="true" />
          </ActionIcon>
          {slides.map((candidate, position) => (
            <UnstyledButton
              key={candidate.id}
              className={classes.dot}
              aria-label={t('content.slides.show', { index: position + 1, heading: candidate.heading })}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => setChosen(position)}
            />
          ))}
          <ActionIcon variant="default" size={44} aria-label={t('content.slides.next')} onClick={() => go(index + 1)}>
            <IconChevronRight aria-hidden="true" />
          </ActionIcon>
        </Group>
      )}
    </section>
  );
}

function SlideButton({ slide }: { slide: Slide }) {
  const localized = useLocalizedPath();
  if (!slide.buttonText || !slide.buttonUrl) return null;
  const target = linkTargetOf(slide.buttonUrl, { external: slide.isExternal });
  if (target === null) return null;
  const label = (
    <>
      {slide.buttonText}
      <NewTabHint newTab={slide.openNewTab} />
    </>
  );
  return target.kind === 'store' ? (
    <Button component={Link} to={localized(target.path)} size="md" {...newTabProps(slide.openNewTab)}>
      {label}
    </Button>
  ) : (
    <Button
      component="a"
      href={target.href}
      size="md"
      rightSection={<IconExternalLink size={18} aria-hidden="true" />}
      {...newTabProps(slide.openNewTab)}
    >
      {label}
    </Button>
  );
}
