import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('..', import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const fileOf = (path: string): string => relative(SERVER, path).split('\\').join('/');

// The project writes SQL keywords in capitals; prose that says "select … from" is not a statement.
const STATEMENT = /\b(SELECT\s[\s\S]*?\bFROM\s+\w+|INSERT\s+INTO\s+\w+|UPDATE\s+\w+\s+SET|DELETE\s+FROM\s+\w+)/;
// Running SQL: a query given its text or a named statement, other than a transaction's BEGIN, COMMIT or ROLLBACK.
const RUNS = /\.query(<[^>]*>)?\(\s*(\{|['"`](?!(BEGIN|COMMIT|ROLLBACK)['"`]))/;

function sqlIn(text: string): boolean {
  return STATEMENT.test(text) || RUNS.test(text);
}

/** The seed writes the demo data and the migrations are SQL files: both are SQL by nature. */
const BY_NATURE = /^database\/(seed|migrations)\//;

/** The only files that run SQL without being named `*-repository.ts`, each with why. */
const NOT_REPOSITORIES: Record<string, string> = {
  'ledger/point-ledger.ts':
    'the ledger module, the one writer of point ledger rows (debit, credit, reversal) and of the balance locks they need; ' +
    'it keeps the ledger name so "who writes the ledger" has one answer (ledger/only-ledger-writer.test.ts)',
  'database/migrate.ts': 'applies the migrations (the schema), before any repository has a table to read',
  'database/ensure-database.ts': 'creates the database itself on the server, before the pool the repositories use exists',
};

describe('SQL lives in repositories', () => {
  it('every server file that writes or runs SQL is a repository, or is named with its reason (seed and migrations aside)', () => {
    const files = sources(SERVER).filter((path) => !BY_NATURE.test(fileOf(path)));
    // The check reads what it claims to: the server's sources, repositories among them, are found.
    expect(files.length).toBeGreaterThan(200);
    const withSql = files.filter((path) => sqlIn(readFileSync(path, 'utf8'))).map(fileOf);
    expect(withSql.filter((file) => file.endsWith('-repository.ts')).length).toBeGreaterThan(40);
    expect(withSql.filter((file) => !file.endsWith('-repository.ts') && !(file in NOT_REPOSITORIES))).toEqual([]);
    // An exception whose file no longer runs SQL (or is gone) is dropped from the list, not kept as a loophole.
    expect(Object.keys(NOT_REPOSITORIES).filter((file) => !withSql.includes(file))).toEqual([]);
  });

  it('the ledger module keeps its name because it is the writer of ledger rows', () => {
    const ledger = readFileSync(join(SERVER, 'ledger/point-ledger.ts'), 'utf8');
    expect(ledger).toMatch(/INSERT\s+INTO\s+point_ledger_entry/);
  });

  // What counts as SQL: a read, insert, update or delete, or any query given its text or a named statement (even without FROM).
  it.each([
    '`SELECT id FROM member WHERE id = $1`',
    "'INSERT INTO member_profile_change (member_id) VALUES ($1)'",
    "'UPDATE member SET email = $2 WHERE id = $1'",
    "'DELETE FROM shopping_cart_item WHERE id = $1'",
    "await db.query({ name: 'declare', text: \"SELECT set_config('x', $1, true)\", values: [v] });",
    'await db.query<{ n: number }>(`SELECT 1 AS n`);',
    "await pool.query('SET statement_timeout = 0');",
  ])('SQL: %s', (text) => expect(sqlIn(text)).toBe(true));

  // Not SQL: a transaction's BEGIN, COMMIT and ROLLBACK, prose, and a request's query string.
  it.each([
    "await client.query('BEGIN'); await client.query('COMMIT');",
    "await client.query('ROLLBACK').catch(() => undefined);",
    '// Select the card the member chose; update the totals from the lines.',
    'const query = request.query as Query<"listWishlist">;',
  ])('not SQL: %s', (text) => expect(sqlIn(text)).toBe(false));
});
