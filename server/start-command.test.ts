import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../', import.meta.url);
const scripts = (JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as { scripts: Record<string, string> }).scripts;
const playwrightConfig = readFileSync(new URL('playwright.config.ts', ROOT), 'utf8');

/**
 * Graceful shutdown needs SIGTERM to reach the server's own process. tsx's
 * command runs a script in a child process and relays a signal to it; a child
 * that has not acknowledged it within 60 ms (its event loop busy with a page
 * render or a burst of checkouts) is killed with SIGKILL, cutting every
 * request in flight (found by tests/api/graceful-shutdown.test.ts under load).
 * `node --import tsx` runs the server in one process that gets the signal.
 */
describe('the server runs in one Node process that gets its signals itself', () => {
  it.each(['start', 'serve'])('npm run %s runs it with node --import tsx, not through tsx’s command', (name) => {
    expect(scripts[name]).toMatch(/(^|&& )(SANDBOX=\S+ )?node --import tsx server\/main\.ts$/);
    expect(scripts[name]!.replace('node --import tsx server/main.ts', '')).not.toContain('tsx');
  });

  it('so do the browser journeys', () => {
    expect(playwrightConfig).toContain('node --import tsx server/main.ts');
    expect(playwrightConfig).not.toMatch(/npx tsx server\/main\.ts/);
  });
});
