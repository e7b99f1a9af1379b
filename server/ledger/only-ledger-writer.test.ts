import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('..', import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|sql)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Where a ledger row may be written: the ledger module, the demo seed, and the migrations that define the table. */
function mayWriteLedger(path: string): boolean {
  const file = relative(SERVER, path).split('\\').join('/');
  return file.startsWith('ledger/') || file.startsWith('database/seed/') || file.startsWith('database/migrations/');
}

describe('the ledger module is the only writer of point ledger rows', () => {
  it('no server source outside the ledger module and the seed inserts into point_ledger_entry', () => {
    const files = sources(SERVER);
    expect(files.length).toBeGreaterThan(100);
    const writers = files.filter((path) => /INSERT\s+INTO\s+point_ledger_entry/i.test(readFileSync(path, 'utf8')));
    expect(writers.filter((path) => !mayWriteLedger(path)).map((path) => relative(SERVER, path))).toEqual([]);
    // The check reads what it claims to: the ledger module itself is found.
    expect(writers.map((path) => relative(SERVER, path).split('\\').join('/'))).toContain('ledger/point-ledger.ts');
  });
});
