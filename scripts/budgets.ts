/**
 * The budgets CI reports on (`npm run report:budgets`), in one place.
 *
 * Hard budgets fail the run: they are exact (byte counts, key counts, axe
 * findings). Lighthouse figures move with the machine's load, so they are
 * reported against their targets but never fail a run (a timed test that
 * flakes teaches people to ignore red).
 */
export const BUDGETS = {
  /**
   * First-load JavaScript of /shop (entry, page chunk and the core messages), gzip. The target is issue 24's (the
   * card's libraries kept, about 172 kB of it); the ceiling stops growth. Raised from 255 to 260 when search as you type, stock and fee messages came in (258.7 kB):
   * about half of the 7 kB is Rolldown splitting shared code out of the entry into more, smaller chunks, which gzip
   * worse. Lowered to 251 when the messages were cut into parts by route (259.2 to 247.7 kB; ui/i18n/message-parts.ts).
   * Lowered to 250.5 when sign-in, single sign-on, log-in-as and pending actions became a later capability (251.0 to
   * 250.1 kB).
   */
  firstLoadJsKb: { target: 210, ceiling: 250.5 },
  /**
   * Lighthouse mobile (its default simulated throttling) on the shop, a product page and the French shop, guest and
   * member: issue 24's targets.
   */
  lighthouse: { performance: 95, fcpMs: 1200, lcpMs: 2000, tbtMs: 150, cls: 0.02 },
  /** Share of English translation keys that French has too, with a text. */
  frenchKeyCoveragePercent: 100,
  /** Serious or critical axe findings on any route, signed in or out, in either language. */
  seriousAccessibilityViolations: 0,
} as const;

/** Where each measuring step leaves its figures for the report (reports/ is never committed). */
export const REPORT_FILES = {
  bundleSize: 'reports/budgets/bundle-size.json',
  lighthouse: 'reports/budgets/lighthouse.json',
  accessibility: 'reports/accessibility/every-route.json',
  summary: 'reports/budgets/summary.md',
} as const;
