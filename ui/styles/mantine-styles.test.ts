/**
 * The storefront imports Mantine's styles component by component (the whole
 * sheet is 277 kB): a component used without its stylesheet renders
 * unstyled (tabs with no selected state, a segmented control without its
 * indicator). This fails when a component that has a stylesheet is imported
 * from @mantine/core but its stylesheet is imported nowhere in ui/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const UI = resolve(__dirname, '..');
const STYLES = resolve(UI, '../node_modules/@mantine/core/styles');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('Mantine styles', () => {
  it('are imported for every Mantine component the storefront uses', () => {
    const code = sources(UI).map((file) => readFileSync(file, 'utf8'));
    const used = new Set(
      code.flatMap((source) =>
        [...source.matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)].flatMap((match) =>
          match[1]!.split(',').map((name) => name.replace(/\btype\b/, '').trim()),
        ),
      ),
    );
    const imported = new Set(
      code.flatMap((source) => [...source.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((match) => match[1]!)),
    );
    const missing = [...used].filter((name) => /^[A-Z]/.test(name) && existsSync(join(STYLES, `${name}.css`)) && !imported.has(name));
    expect(missing).toEqual([]);
  });
});
