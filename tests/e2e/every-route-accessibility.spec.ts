import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GUARD_PROFILES, isPublicPath } from '@rewards-storefront/domain/routing/route-guard';
import { scanAccessibility } from './support/axe';
import { signInByApi } from './support/demo';
import { EVERY_ROUTE, type RouteVisit } from './support/every-route';
import { rawMessageKeys } from './support/raw-keys';
import { expect, test, type Page } from './support/test';

/**
 * Every route the store declares (tests/e2e/support/every-route.ts, derived
 * from the route manifest), in English and French, signed out and signed in:
 * no serious or critical WCAG 2.2 A/AA violation once the page has settled,
 * and no message key shown raw (a text whose part of the messages is missing).
 * Signed out, a member page sends the guest to the programme home (the
 * reference guard profile): that page is what the guest sees, so it is the
 * one scanned (once per test). Signed in, a guest page may move the member
 * on (the login form goes to the shop): the page they land on is scanned.
 * Only pages are opened, no form is sent: the demo data stays as other
 * journeys expect it. The first page loads; the others are reached inside the
 * store as a link would reach them (see `open`), as members move between pages.
 *
 * The results (route, locale, signed in or out, where the visit landed, the
 * serious/critical and all violations) go to reports/accessibility/every-route.json.
 */

const REPORT = 'reports/accessibility/every-route.json';
/** One file per test (locale × signed in or out), merged into REPORT. */
const PARTS = 'reports/accessibility/every-route';

interface RouteResult {
  readonly route: string;
  readonly locale: 'en-CA' | 'fr-CA';
  readonly signedIn: boolean;
  readonly path: string;
  /** The path (and query) the visit settled on, when not the one opened. */
  readonly landedOn?: string;
  readonly serious: number;
  readonly all: number;
  /** Serious/critical rule ids, when any. */
  readonly seriousRules?: readonly string[];
}

/**
 * Visits that end outside the store, on the programme home: a guest sent away from a member page, and signing out.
 * The journey opens them with a page load and waits for that page instead of the store's. (Signing out opened as a
 * link would leave the page so fast, once in a loaded run of November 2026, that the store's page was gone before
 * its change could be seen.)
 */
function leavesTheStore(visit: RouteVisit, signedIn: boolean): boolean {
  if (visit.signsOut === true) return true;
  if (signedIn || visit.route === '*') return false;
  return !isPublicPath(visit.path, GUARD_PROFILES.reference);
}

/**
 * How long one page may take to settle. Longer than the 10 s of a plain expectation: signing out (the last visit)
 * waits on the API and a page load, and on a loaded 2-core machine that passed 10 s once (November 2026). A page
 * that settles sooner costs nothing more; the test's own timeout still bounds the whole visit.
 */
const SETTLE_MS = 30_000;

/**
 * Opens `path` as a member following a link in the store would: the router
 * puts the new page in place of the old one, without a page load (most of a
 * visit's cost on these machines). A page loads only for the first visit, and
 * for a guest sent to the programme home (`external`), which is outside the store.
 */
async function open(page: Page, path: string, external: boolean): Promise<void> {
  const main = page.locator('main[data-location]');
  const inStore = !external && (await main.count()) === 1;
  if (!inStore) {
    await page.goto(path);
    return;
  }
  const shown = await main.getAttribute('data-location');
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The old page stays until the new one is ready (the router's navigations are React transitions).
  await expect(main).not.toHaveAttribute('data-location', shown ?? '', { timeout: SETTLE_MS });
}

/** Opens `path`, waits until its level-1 heading shows and nothing on it still loads. */
async function openSettled(page: Page, path: string, external: boolean): Promise<void> {
  await open(page, path, external);
  if (external) await expect(page).toHaveURL(/\/sandbox\//, { timeout: SETTLE_MS });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: SETTLE_MS });
  // Data still loading: a page's spinner or the loading bar at the top before it has finished (spec §9: it shows until
  // the page's API calls have all ended).
  await expect(page.locator('main .mantine-Loader-root, [data-testid="loading-bar"][data-visible]:not([data-done])')).toHaveCount(0, {
    timeout: SETTLE_MS,
  });
}

/** Ids the member's own pages link to, for the routes that need one (see RouteVisit.path). */
async function demoIdsOn(page: Page, ids: Map<string, string>): Promise<void> {
  const links = { order: /\/account\/order-details\/(\d+)/, address: /\/account\/address\/edit\?id=(\d+)/ };
  for (const [name, pattern] of Object.entries(links)) {
    if (ids.has(name)) continue;
    const hrefs = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const id = hrefs.map((href) => pattern.exec(href)?.[1]).find((found) => found !== undefined);
    if (id !== undefined) ids.set(name, id);
  }
}

function withIds(path: string, ids: Map<string, string>, signedIn: boolean): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = ids.get(name) ?? (signedIn ? undefined : '1');
    if (id === undefined) throw new Error(`No demo ${name} id found on the pages opened before ${path}`);
    return id;
  });
}

/**
 * Writes this test's rows as its part of the report, then the report from
 * every part (the four tests run in parallel workers; each rewrites it).
 */
async function record(name: string, rows: readonly RouteResult[]): Promise<void> {
  await mkdir(PARTS, { recursive: true });
  await writeFile(join(PARTS, `${name}.json`), JSON.stringify(rows));
  const parts = (await readdir(PARTS)).filter((file) => file.endsWith('.json')).sort();
  const results: RouteResult[] = [];
  for (const part of parts) results.push(...(JSON.parse(await readFile(join(PARTS, part), 'utf8')) as RouteResult[]));
  const temporary = `${REPORT}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ generatedAt: new Date().toISOString(), results }, null, 2)}\n`);
  await rename(temporary, REPORT);
}

for (const french of [false, true]) {
  for (const signedIn of [false, true]) {
    const locale = french ? 'fr-CA' : 'en-CA';
    test(`every route has no serious accessibility violation (${locale}, signed ${signedIn ? 'in' : 'out'})`, async ({ page }) => {
      // About 40 pages and scans: 50 s signed in on a quiet 2-core machine, over 3 minutes on a slow or loaded one.
      test.setTimeout(420_000);
      if (signedIn) {
        await signInByApi(page, 'elite');
      }
      const prefix = french ? '/fr' : '';
      // The pages inside the store first, one moving to the next; then those that send a guest out of it (each a
      // page load); signing out ends the visit, so that route comes last.
      const order = (visit: RouteVisit) => (visit.signsOut ? 2 : leavesTheStore(visit, signedIn) ? 1 : 0);
      const visits = [...EVERY_ROUTE].sort((first, second) => order(first) - order(second));
      const ids = new Map<string, string>();
      const scannedOutside = new Map<string, RouteResult>();
      const rows: RouteResult[] = [];
      const failures: string[] = [];

      for (const visit of visits) {
        const path = withIds((signedIn ? visit.signedInPath : undefined) ?? visit.path, ids, signedIn);
        const opened = path === '/' && prefix !== '' ? prefix : `${prefix}${path}`;
        await test.step(`${opened}${visit.route === path ? '' : ` (${visit.route})`}`, async () => {
          const external = leavesTheStore(visit, signedIn);
          try {
            await openSettled(page, opened, external);
          } catch (error) {
            // The other routes are still worth scanning: say which page did not settle, go on.
            failures.push(
              `${opened}: did not settle (${page.url()}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
            );
            return;
          }
          const url = new URL(page.url());
          const landed = `${url.pathname}${url.search}`;
          // Each page's messages come with its route (ui/i18n/message-parts.ts): none may show as a raw key.
          const rawKeys = await rawMessageKeys(page);
          if (rawKeys.length > 0) failures.push(`${opened}${landed === opened ? '' : ` → ${landed}`}: shows raw message keys ${rawKeys.join(', ')}`);
          const landedOn = landed === opened ? {} : { landedOn: landed };
          // The programme home is one page, whichever member page sent the guest there: scanned once.
          const known = external ? scannedOutside.get(url.pathname) : undefined;
          if (known !== undefined) {
            rows.push({ ...known, route: visit.route, path: opened, ...landedOn });
            return;
          }
          const results = await scanAccessibility(page);
          const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
          const row: RouteResult = {
            route: visit.route,
            locale,
            signedIn,
            path: opened,
            ...landedOn,
            serious: serious.length,
            all: results.violations.length,
            ...(serious.length > 0 ? { seriousRules: serious.map((violation) => violation.id) } : {}),
          };
          rows.push(row);
          if (external) scannedOutside.set(url.pathname, row);
          for (const violation of serious) {
            const nodes = violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join('; ');
            failures.push(`${opened}${landed === opened ? '' : ` → ${landed}`}: ${violation.id} [${violation.impact}]: ${nodes}`);
          }
          if (signedIn) await demoIdsOn(page, ids);
        });
      }

      await record(`${locale}-signed-${signedIn ? 'in' : 'out'}`, rows);
      expect(failures, `Serious or critical accessibility violations (${locale}, signed ${signedIn ? 'in' : 'out'})`).toEqual([]);
    });
  }
}
