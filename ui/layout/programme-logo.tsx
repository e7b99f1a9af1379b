import classes from './programme-logo.module.css';

/**
 * The programme's logo: a mark and the programme name. The name is live text,
 * not drawn in the SVG, so it never clips whatever its length in either
 * language. The link around it carries the accessible name.
 */
export function ProgrammeLogo({ name }: { name: string }) {
  return (
    <span className={classes.logo} aria-hidden="true">
      <svg width="32" height="32" viewBox="0 0 32 32" focusable="false" className={classes.mark}>
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M16 6.5l2.3 4.9 5.4.7-3.9 3.7 1 5.3-4.8-2.6-4.8 2.6 1-5.3-3.9-3.7 5.4-.7z" fill="#ffffff" />
      </svg>
      <span className={classes.name}>{name}</span>
    </span>
  );
}
