// The checkbox lays out its label with InlineInput's styles, which ui/styles/mantine.ts does not load yet.
import { Checkbox } from '@mantine/core';
import { forwardRef, useId } from 'react';
import { useTranslate } from '../hooks/use-translate';
import classes from './disclosure-consent.module.css';

export interface DisclosureConsentProps {
  /** The consent text in the page's language. */
  readonly text: string;
  readonly accepted: boolean;
  readonly onChange: (accepted: boolean) => void;
  /** Shown under the checkbox after a refused add to cart. */
  readonly showError: boolean;
}

/**
 * The product's disclosure consent (spec §5: a prepaid card's terms): the
 * text in a scrolling box (keyboard-scrollable, named by its heading) and a
 * required checkbox accepting it. The ref is the checkbox, so a refused add
 * to cart can bring the member to it.
 */
export const DisclosureConsent = forwardRef<HTMLInputElement, DisclosureConsentProps>(function DisclosureConsent(
  { text, accepted, onChange, showError },
  ref,
) {
  const { t } = useTranslate();
  const headingId = useId();
  return (
    <div>
      <h2 id={headingId} className={classes.heading}>
        {t('product.consent.heading')}
      </h2>
      {/* Focusable so that keyboard users can scroll the terms (WCAG 2.1.1). */}
      <div role="region" aria-labelledby={headingId} tabIndex={0} className={classes.terms}>
        {text}
      </div>
      <Checkbox
        ref={ref}
        mt="md"
        required
        checked={accepted}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={t('product.consent.label')}
        error={showError && !accepted ? t('product.consent.required') : undefined}
      />
    </div>
  );
});
