import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Runs a command as root: directly when this is root, else through sudo. */
function asRoot(command: string[]): boolean {
  const isRoot = process.getuid?.() === 0;
  const [program, ...args] = isRoot ? command : ['sudo', '-n', ...command];
  const { status } = spawnSync(program as string, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return status === 0;
}

/**
 * The journeys need a Chromium. One the machine has (CHROMIUM_PATH, or
 * Debian's) is used as it is; on a Debian machine without one, Debian's
 * package is installed, as CI does, so `npm test` alone passes on a fresh
 * machine. Playwright's own browser download is not an option: these
 * machines reach no host but the package registries.
 */
export async function ensureChromium(): Promise<void> {
  if (process.env.CHROMIUM_PATH || existsSync(DEBIAN_CHROMIUM)) return;
  if (!existsSync('/usr/bin/apt-get')) {
    throw new Error('The journeys need Chromium: set CHROMIUM_PATH to a Chromium or Chrome binary.');
  }
  console.log("== installing Debian's Chromium for the journeys (apt-get install chromium)");
  if (!asRoot(['apt-get', 'update', '-qq']) || !asRoot(['apt-get', 'install', '-y', '-qq', 'chromium'])) {
    throw new Error("Could not install Debian's Chromium (needs root or passwordless sudo): install the chromium package, or set CHROMIUM_PATH.");
  }
}
