import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findContentVersion } from '../../server/content/content-repository';
import { ContentVersionWatch, type ContentVersionWatchOptions } from '../../server/content/content-version-watch';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** How long a listening node may take to connect, listen or hear a change on a busy CI machine (vi.waitFor's default is 1 s). */
const SETTLE = { timeout: 5_000, interval: 20 };

const WATCHER = 'content-version-watch-test';
const RENAME_MENU_ITEM = `UPDATE content_menu_item SET title_en = title_en || '.'
                           WHERE id = (SELECT min(id) FROM content_menu_item WHERE menu_kind = 'navigation')`;

/**
 * Migration 0031 and server/content/content-version-watch.ts: a node hears
 * the content's version through LISTEN instead of reading it on every page,
 * and reads it whenever it is not listening, so no change goes unseen.
 */
describe('the content version a node hears', () => {
  let db: TestDatabase;
  const watches: ContentVersionWatch[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(watches.splice(0).map((watch) => watch.stop()));
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await db.drop();
  });

  function watch(options: Partial<ContentVersionWatchOptions> = {}): ContentVersionWatch {
    const created = new ContentVersionWatch(db.pool, {
      connect: () => new pg.Client({ ...db.pool.options, application_name: WATCHER }),
      ...options,
    });
    watches.push(created);
    return created;
  }
  /** The pool's reads of the content version (a listening watch makes none). */
  function countVersionReads(): () => number {
    const query = vi.spyOn(db.pool, 'query');
    return () => query.mock.calls.filter(([text]) => String(text).includes('FROM content_version')).length;
  }
  const stored = () => findContentVersion(db.pool);
  const listeningConnections = async () =>
    (await db.pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [WATCHER]))
      .rows;

  it('reads the version until it listens, then hears each change at its commit without reading', async () => {
    const watched = watch();
    const reads = countVersionReads();
    const before = await stored();
    expect(await watched.version()).toBe(before);
    await vi.waitFor(() => expect(watched.listening).toBe(true), SETTLE);
    const readsWhileListening = reads();

    await db.pool.query(RENAME_MENU_ITEM);
    await vi.waitFor(async () => expect(await watched.version()).toBe(before + 1), SETTLE);
    // Statements of one transaction notify at its commit, each its own version; the last one counts.
    await db.pool.query(`BEGIN; ${RENAME_MENU_ITEM}; ${RENAME_MENU_ITEM}; COMMIT`);
    await vi.waitFor(async () => expect(await watched.version()).toBe(before + 3), SETTLE);
    expect(await stored()).toBe(before + 3);
    expect(reads() - readsWhileListening).toBe(1);
  });

  it('hears nothing of a change rolled back, which counts nothing', async () => {
    const watched = watch();
    await watched.version();
    await vi.waitFor(() => expect(watched.listening).toBe(true), SETTLE);
    const before = await watched.version();
    await db.pool.query(`BEGIN; ${RENAME_MENU_ITEM}; ROLLBACK`);
    await db.pool.query(RENAME_MENU_ITEM);
    await vi.waitFor(async () => expect(await watched.version()).toBe(before + 1), SETTLE);
    expect(await stored()).toBe(before + 1);
  });

  it('finds a change it was not told of with its own read of the version, every check', async () => {
    const watched = watch({ checkEveryMs: 50 });
    await watched.version();
    await vi.waitFor(() => expect(watched.listening).toBe(true), SETTLE);
    const before = await watched.version();
    // Written past the triggers (no notification): an operator's repair, or a notification lost on the way.
    await db.pool.query('UPDATE content_version SET version = version + 5');
    await vi.waitFor(async () => expect(await watched.version()).toBe(before + 5), SETTLE);
  });

  it('gives up a listening connection that stops answering (dead without a word): reads again on every call', async () => {
    const warn = vi.fn();
    let client: pg.Client | undefined;
    const watched = watch({
      connect: () => (client = new pg.Client({ ...db.pool.options, application_name: WATCHER })),
      checkEveryMs: 50,
      warn,
    });
    await watched.version();
    await vi.waitFor(() => expect(watched.listening).toBe(true), SETTLE);
    // From now on nothing it sends is answered, as over a network path that went silent.
    vi.spyOn(client!, 'query').mockReturnValue(new Promise(() => undefined) as never);
    await vi.waitFor(() => expect(watched.listening).toBe(false), SETTLE);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('each page reads'), expect.objectContaining({ message: expect.stringContaining('did not answer') }));
    await db.pool.query(RENAME_MENU_ITEM);
    expect(await watched.version()).toBe(await stored());
  });

  it('loses its connection: reads the version on every call, so a change is never missed, and listens again after a wait', async () => {
    const warn = vi.fn();
    const watched = watch({ firstRetryMs: 200, warn });
    await watched.version();
    await vi.waitFor(() => expect(watched.listening).toBe(true), SETTLE);
    const [listener] = await listeningConnections();
    await db.pool.query('SELECT pg_terminate_backend($1)', [listener!.pid]);
    await vi.waitFor(() => expect(watched.listening).toBe(false), SETTLE);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('each page reads'), expect.anything());

    const reads = countVersionReads();
    await db.pool.query(RENAME_MENU_ITEM);
    // No notification reached it: the next call reads the change.
    expect(await watched.version()).toBe(await stored());
    expect(reads()).toBeGreaterThanOrEqual(1);
    // Asked again after the wait, it listens on a new connection.
    await vi.waitFor(
      async () => {
        await watched.version();
        expect(watched.listening).toBe(true);
      },
      SETTLE,
    );
    expect((await listeningConnections()).map(({ pid }) => pid)).not.toContain(listener!.pid);
  });

  it('cannot reach the database: answers from the pool, says so, and waits twice as long before each new try', async () => {
    const warn = vi.fn();
    let now = 0;
    let attempts = 0;
    const watched = watch({
      // Nothing listens on port 1.
      connect: () => {
        attempts += 1;
        return new pg.Client({ ...db.pool.options, connectionString: undefined, host: '127.0.0.1', port: 1 });
      },
      firstRetryMs: 1_000,
      warn,
      now: () => now,
    });
    expect(await watched.version()).toBe(await stored());
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1), SETTLE);
    expect(warn.mock.calls[0]![0]).toContain('listening again in 1 s');
    expect(attempts).toBe(1);
    now = 999;
    await watched.version();
    expect(attempts).toBe(1);
    now = 1_000;
    await watched.version();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2), SETTLE);
    expect(warn.mock.calls[1]![0]).toContain('listening again in 2 s');
    expect(attempts).toBe(2);
    expect(watched.listening).toBe(false);
  });

  it('stops for good: closes its connection and never listens again', async () => {
    const watched = watch();
    await watched.version();
    await vi.waitFor(() => expect(watched.listening).toBe(true), SETTLE);
    expect(await listeningConnections()).toHaveLength(1);
    await watched.stop();
    expect(watched.listening).toBe(false);
    await vi.waitFor(async () => expect(await listeningConnections()).toHaveLength(0), SETTLE);
    expect(await watched.version()).toBe(await stored());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listeningConnections()).toHaveLength(0);
  });

  it('stops while it is still connecting: the connection it was opening is closed too', async () => {
    const watched = watch();
    const first = watched.version();
    await watched.stop();
    await first;
    await vi.waitFor(async () => expect(await listeningConnections()).toHaveLength(0), SETTLE);
    expect(watched.listening).toBe(false);
  });
});
