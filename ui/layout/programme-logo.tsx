import type { LogoVariant } from '@rewards-storefront/domain/account/account-destinations';
import classes from './programme-logo.module.css';

export interface ProgrammeLogoProps {
  readonly name: string;
  /** The account type's logo (spec §1: the logo depends on account type). */
  readonly variant?: LogoVariant;
  /** The variant's name under the programme name ("Business"); none for personal. */
  readonly variantName?: string | null;
}

/**
 * The programme's logo: a mark and the programme name, with the account
 * type's colour and name for business, commercial and select members. The
 * names are live text, not drawn in the SVG, so they never clip whatever
 * their length in either language. The link around it carries the
 * accessible name.
 */
export function ProgrammeLogo({ name, variant = 'personal', variantName = null }: ProgrammeLogoProps) {
  return (
    <span className={classes.logo} data-variant={variant} aria-hidden="true">
      <svg width="32" height="32" viewBox="0 0 32 32" focusable="false" className={classes.mark}>
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M16 6.5l2.3 4.9 5.4.7-3.9 3.7 1 5.3-4.8-2.6-4.8 2.6 1-5.3-3.9-3.7 5.4-.7z" fill="#ffffff" />
      </svg>
      <span className={classes.names}>
        <span className={classes.name}>{name}</span>
        {variantName && <span className={classes.variant}>{variantName}</span>}
      </span>
    </span>
  );
}
