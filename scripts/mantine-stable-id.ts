import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The module the build uses in place of Mantine's `useId` (see its comment for why). */
export const STABLE_MANTINE_ID = join(import.meta.dirname, '..', 'ui', 'hooks', 'stable-mantine-id.ts');

/** Whether `source`, imported by `importer`, is Mantine's `useId` module inside @mantine/hooks. */
export function isMantineUseId(source: string, importer: string | undefined): boolean {
  return importer !== undefined && /[\\/]@mantine[\\/]hooks[\\/]/.test(importer) && /(^|\/)use-id\/use-id\.mjs$/.test(source);
}

/**
 * Resolves @mantine/hooks's `useId` to ui/hooks/stable-mantine-id.ts in the
 * browser's and the server's builds: the same id on the first render, and no
 * second render of every Mantine input once the page is hydrated (issue 24).
 */
export function mantineStableId(): Plugin {
  return {
    name: 'mantine-stable-id',
    enforce: 'pre',
    resolveId(source, importer) {
      return isMantineUseId(source, importer) ? STABLE_MANTINE_ID : null;
    },
  };
}
