import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 25 part 1: another channel of the bank installs the domain as a package. This packs it as a registry
 * would receive it, installs the tarball into an empty folder (no React, no Vite, no DOM, no repository
 * node_modules) and runs the README's own example there.
 */
const root = resolve(import.meta.dirname, '../..');
const domainReadme = readFileSync(join(root, 'domain/README.md'), 'utf8');
const PACKAGE_NAME = '@rewards-storefront/domain';

/** Only what a program needs: no npm settings of the run that started the tests, no NODE_OPTIONS or NODE_PATH. */
const bareEnvironment = (home: string) => ({ PATH: process.env['PATH'] ?? '', HOME: home, npm_config_update_notifier: 'false' });

function fencedBlockAfter(marker: string): string {
  const block = new RegExp(`<!-- ${marker} -->\\n\`\`\`[a-z]+\\n([\\s\\S]*?)\`\`\``).exec(domainReadme)?.[1];
  if (block === undefined) throw new Error(`domain/README.md has no fenced block after <!-- ${marker} -->`);
  return block;
}

interface PackResult {
  readonly filename: string;
  readonly size: number;
  readonly entryCount: number;
  readonly files: readonly { readonly path: string }[];
}

/** Every subpath of the package the storefront, the server and the scripts import. */
function specifiersUsedInRepository(): string[] {
  const found = new Set<string>();
  const pattern = new RegExp(`['"](${PACKAGE_NAME.replace('/', '\\/')}/[^'"]+)['"]`, 'g');
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.(ts|tsx)$/.test(entry.name)) for (const match of readFileSync(path, 'utf8').matchAll(pattern)) found.add(match[1] as string);
    }
  };
  for (const folder of ['application', 'infrastructure', 'ui', 'server', 'scripts']) visit(join(root, folder));
  return [...found].sort();
}

describe('The domain package another channel installs', () => {
  let work: string;
  let packed: PackResult;
  let consumer: string;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'domain-package-'));
    const home = join(work, 'home');
    mkdirSync(home);
    // `prepack` builds the package; `postpack` removes the build from the source tree again.
    const output = execFileSync('npm', ['pack', '--workspace', 'domain', '--pack-destination', work, '--json'], {
      cwd: root,
      env: bareEnvironment(home),
      encoding: 'utf8',
    });
    packed = (JSON.parse(output.slice(output.indexOf('['))) as PackResult[])[0] as PackResult;

    consumer = join(work, 'another-channel');
    mkdirSync(consumer);
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'another-channel', private: true, type: 'module' }));
    // --offline: a package with no dependency installs without the registry.
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(work, packed.filename)], {
      cwd: consumer,
      env: bareEnvironment(home),
      stdio: 'pipe',
    });
    console.log(`domain package: ${packed.filename}, ${packed.size} bytes packed, ${packed.entryCount} files`);
  }, 120_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('holds only the built modules, their types, the README, the changelog and its manifest, with no runtime dependency', () => {
    const outsideDist = packed.files.map((file) => file.path).filter((path) => !path.startsWith('dist/'));
    expect(outsideDist.sort()).toEqual(['CHANGELOG.md', 'README.md', 'package.json']);
    const built = packed.files.map((file) => file.path).filter((path) => path.startsWith('dist/'));
    expect(built.filter((path) => !/\.(js|d\.ts)$/.test(path))).toEqual([]);
    expect(built.filter((path) => path.includes('.test.'))).toEqual([]);
    expect(built.filter((path) => path.endsWith('.js')).length).toBe(built.filter((path) => path.endsWith('.d.ts')).length);

    const manifest = JSON.parse(readFileSync(join(consumer, 'node_modules', PACKAGE_NAME, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest['dependencies']).toBeUndefined();
    expect(manifest['peerDependencies']).toBeUndefined();
    expect(manifest['sideEffects']).toBe(false);
    // Installing it brought nothing else along.
    expect(readdirSync(join(consumer, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['@rewards-storefront']);
  });

  it("runs the README's example in plain Node and prints the README's output, with no-break spaces in French", () => {
    writeFileSync(join(consumer, 'example.mjs'), fencedBlockAfter('consumer-script'));
    const printed = execFileSync(process.execPath, ['example.mjs'], { cwd: consumer, env: bareEnvironment(consumer), encoding: 'utf8' });

    expect(printed.replace(/[\u00a0\u202f]/g, ' ')).toBe(fencedBlockAfter('consumer-output'));
    expect(printed).toContain('123,45\u00a0$');
    expect(printed).toContain('24\u00a0500');
  });

  it('exports every subpath the storefront, the server and the scripts import, and each loads without a DOM', () => {
    const specifiers = specifiersUsedInRepository();
    expect(specifiers.length).toBeGreaterThan(100);
    // Static imports: one that does not resolve through the package's exports map, or throws while loading, fails the run.
    const loader = `${specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';`).join('\n')}
console.log([${specifiers.map((_, index) => `m${index}`).join(', ')}].length, typeof document, typeof window);
`;
    writeFileSync(join(consumer, 'load-all.mjs'), loader);
    const printed = execFileSync(process.execPath, ['load-all.mjs'], { cwd: consumer, env: bareEnvironment(consumer), encoding: 'utf8' });
    expect(printed.trim()).toBe(`${specifiers.length} undefined undefined`);
  });
});
