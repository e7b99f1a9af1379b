import { randomBytes } from 'node:crypto';
import { copyFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaresCompatibleWithPrevious, loadMigrations, MIGRATIONS_DIR, runMigrations } from '../../server/database/migrate';
import { startServerProcess } from './support/race';
import { useScratchDatabases } from './support/scratch-databases';

/** The next release's expand step: a table today's code never reads. */
const NEXT_EXPAND = '-- compatible-with-previous: true\nCREATE TABLE next_release_note (id bigint PRIMARY KEY, note text);\n';
/** The next release's contract step: today's code could break on it. */
const NEXT_CONTRACT = '-- Removes what the previous release still reads.\nCREATE TABLE next_release_contract (id int);\n';

/**
 * Rolling deploys (issue 22, 16): while a new release rolls out, nodes of the
 * previous one keep starting against the schema it migrated, as long as every
 * migration they do not know was marked "compatible-with-previous"; a
 * contract step stops them, naming it. "The previous release" is the real
 * server of this code against a database the next release migrated
 * further (a synthetic migration 9001/9002), or, for runMigrations, this code
 * with its known migrations cut short (knownUpTo, MIGRATIONS_KNOWN_UP_TO).
 */
describe('rolling deploys: a node of the previous release and a newer schema', () => {
  const scratch = useScratchDatabases();

  /** A migrations folder with the real files up to `upTo` (all when absent) and extra ones. */
  async function migrationsFolder(options: { upTo?: number; extra?: Record<string, string> } = {}): Promise<string> {
    const folder = await scratch.migrationsFolder();
    for (const file of await readdir(MIGRATIONS_DIR)) {
      if (!file.endsWith('.sql') || (options.upTo !== undefined && Number(file.slice(0, 4)) > options.upTo)) continue;
      await copyFile(join(MIGRATIONS_DIR, file), join(folder, file));
    }
    for (const [file, sql] of Object.entries(options.extra ?? {})) await writeFile(join(folder, file), sql);
    return folder;
  }

  const database = scratch.database;

  it('a migration is compatible only when its header says true', () => {
    expect(declaresCompatibleWithPrevious('-- compatible-with-previous: true\nCREATE TABLE t ();')).toBe(true);
    expect(declaresCompatibleWithPrevious('-- A note.\n--   Compatible-With-Previous:  TRUE  \nSELECT 1;')).toBe(true);
    expect(declaresCompatibleWithPrevious('-- compatible-with-previous: false\nDROP TABLE t;')).toBe(false);
    expect(declaresCompatibleWithPrevious('DROP TABLE t;')).toBe(false);
    expect(declaresCompatibleWithPrevious('-- compatible-with-previous: truely\nSELECT 1;')).toBe(false);
    expect(declaresCompatibleWithPrevious("SELECT '-- compatible-with-previous: true';")).toBe(false);
  });

  it('the partner session handoff (0017) is an expand step, recorded as compatible where it was applied', async () => {
    const migration = (await loadMigrations()).find((candidate) => candidate.version === 17);
    expect(migration).toMatchObject({ name: 'partner_session_handoff', compatibleWithPrevious: true });
    const db = await database();
    const { rows } = await db.pool.query('SELECT compatible_with_previous FROM schema_migration WHERE version = 17');
    expect(rows).toEqual([{ compatible_with_previous: true }]);
  });

  it('the previous release (migrations up to 16) starts against a schema migrated to 17, which is marked compatible', async () => {
    const db = await database({ fromTemplate: false });
    const upTo17 = await migrationsFolder({ upTo: 17 });
    await runMigrations(db.pool, { dir: upTo17 });
    const messages: string[] = [];
    const previous = await runMigrations(db.pool, { dir: upTo17, knownUpTo: 16, log: (message) => messages.push(message) });
    expect(previous.applied).toEqual([]);
    expect(previous.newerCompatible).toEqual(['0017_partner_session_handoff']);
    expect(messages).toEqual([expect.stringContaining('newer migrations marked compatible with this release (0017_partner_session_handoff)')]);
  });

  it('a newer migration not marked compatible stops the previous release, naming it', async () => {
    const db = await database();
    await runMigrations(db.pool, { dir: await migrationsFolder({ extra: { '9002_contract_drop_column.sql': NEXT_CONTRACT } }) });
    await expect(runMigrations(db.pool)).rejects.toThrow(
      /The database has migration 9002 \(contract_drop_column\), newer than this server knows and not marked "compatible-with-previous"/,
    );
  });

  it('the real server of this release starts against a database the next release migrated with an expand step, and serves', async () => {
    const db = await database();
    await runMigrations(db.pool, { dir: await migrationsFolder({ extra: { '9001_next_release_note.sql': NEXT_EXPAND } }) });
    const server = await startServerProcess({ databaseUrl: db.url, tokenSecret: randomBytes(32).toString('hex'), startTimeoutMs: 60_000 });
    try {
      const products = await fetch(`${server.url}/guest/product?currency_id=1&program_slug=demo`);
      expect(products.status).toBe(200);
      expect(server.output()).not.toContain('could not start');
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('the real server refuses to start against a database with a newer contract step, naming the migration', async () => {
    const db = await database();
    await runMigrations(db.pool, {
      dir: await migrationsFolder({ extra: { '9001_next_release_note.sql': NEXT_EXPAND, '9002_contract_drop_column.sql': NEXT_CONTRACT } }),
    });
    const start = startServerProcess({ databaseUrl: db.url, tokenSecret: randomBytes(32).toString('hex'), startTimeoutMs: 60_000 });
    await expect(start).rejects.toThrow(/could not start: The database has migration 9002 \(contract_drop_column\), newer than this server knows/);
  }, 90_000);
});
