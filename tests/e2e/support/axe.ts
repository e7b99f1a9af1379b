import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, the level the standards ask for. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG 2.2 A/AA violations on the page as it is now.
 *
 * Legacy mode runs `axe.run()` in the page itself. The default mode runs
 * `axe.runPartial()` in each frame and `axe.finishRun()` in a blank page it
 * opens for every scan: a new renderer per scan, which made a scan cost 1.7
 * times as much on a 2-core machine (78 s against 45 s for 20 routes, the same
 * violations; November 2026). What legacy mode gives up is scanning
 * cross-origin frames, and the storefront has no frames. Only violations are
 * collected: passes and incomplete results are never read.
 */
export async function scanAccessibility(page: Page): ReturnType<AxeBuilder['analyze']> {
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
}

/**
 * Serious and critical WCAG 2.2 A/AA violations on the page as it is now,
 * one line each with the elements and why, so a failure says what to fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await scanAccessibility(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join('; ')}`);
}
