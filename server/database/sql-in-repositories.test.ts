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

/**
 * Files that decide or present (services, route handlers and registrations,
 * sandbox pages) call repositories; the statements live in the repositories.
 * A transaction's BEGIN, COMMIT and ROLLBACK are not statements about data.
 */
const COMPOSING = /(-service|-handlers|-routes|-page)\.ts$/;
// The project writes SQL keywords in capitals; prose that says "select … from" is not a statement.
const STATEMENT = /\b(SELECT\s[\s\S]*?\bFROM\s+\w+|INSERT\s+INTO\s+\w+|UPDATE\s+\w+\s+SET|DELETE\s+FROM\s+\w+)/;

function statementsIn(text: string): boolean {
  return STATEMENT.test(text);
}

describe('SQL lives in repositories', () => {
  it('no service, route handler, route registration or sandbox page writes a SQL statement', () => {
    const composing = sources(SERVER).filter((path) => COMPOSING.test(path));
    // The check reads what it claims to: the services, the handlers and the sandbox pages are found.
    expect(composing.length).toBeGreaterThan(50);
    expect(composing.filter((path) => statementsIn(readFileSync(path, 'utf8'))).map((path) => relative(SERVER, path))).toEqual([]);
  });

  it('what counts as a statement: reads, inserts, updates and deletes, not a transaction or prose', () => {
    expect(statementsIn('`SELECT id FROM member WHERE id = $1`')).toBe(true);
    expect(statementsIn("'INSERT INTO member_profile_change (member_id) VALUES ($1)'")).toBe(true);
    expect(statementsIn("'UPDATE member SET email = $2 WHERE id = $1'")).toBe(true);
    expect(statementsIn("'DELETE FROM shopping_cart_item WHERE id = $1'")).toBe(true);
    expect(statementsIn("await client.query('BEGIN'); await client.query('COMMIT');")).toBe(false);
    expect(statementsIn('// Select the card the member chose; update the totals from the lines.')).toBe(false);
  });
});
