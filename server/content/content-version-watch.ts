import type pg from 'pg';
import type { Queryable } from '../database/queryable';
import { CONTENT_CHANGE_CHANNEL, findContentVersion, listenForContentChanges } from './content-repository';

/** How often the listening connection reads the version itself: a lost notification or a dead connection shows within this. */
export const CONTENT_VERSION_CHECK_MS = 5_000;
/** The first wait before listening again after the connection failed; it doubles up to {@link MAX_RETRY_MS}. */
export const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

export interface ContentVersionWatchOptions {
  /** A connection of the watch's own (not the pool's: it stays open, listening), not yet connected. */
  readonly connect: () => pg.Client;
  readonly checkEveryMs?: number;
  readonly firstRetryMs?: number;
  readonly warn?: (message: string, error?: unknown) => void;
  readonly now?: () => number;
}

/**
 * The content's version (migration 0027) as this node knows it: heard
 * from PostgreSQL's notifications while it listens, so a storefront page
 * no longer reads it (about half of what a kept page cost), and read from
 * the pool on every call while it does not (before the first page, after
 * the listening connection is lost, until it listens again).
 *
 * A notification arrives a moment after the writer's commit returns (well
 * under a millisecond on one host): a page in that moment may still be the
 * one before the change, on this node as on any other. Visitors' pages
 * already keep prices and stock for up to 10 s; content keeps this much
 * shorter window. The listening connection reads the version every
 * {@link CONTENT_VERSION_CHECK_MS}, so a notification lost on the way is
 * found within that, and a connection that does not answer within another
 * such time is given up for dead.
 */
export class ContentVersionWatch {
  /** The version heard on the listening connection; null while not listening (each call reads it). */
  private heard: number | null = null;
  /** Notifications heard before the listening connection's first read completed. */
  private heardEarly = 0;
  private client: pg.Client | null = null;
  private starting: Promise<void> | null = null;
  private check: NodeJS.Timeout | null = null;
  private retryAt = 0;
  private retryMs: number;
  private stopped = false;

  constructor(
    private readonly pool: Queryable,
    private readonly options: ContentVersionWatchOptions,
  ) {
    this.retryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  }

  /** Whether the version is heard (no read per call). */
  get listening(): boolean {
    return this.heard !== null;
  }

  /** The content's version now; the first call (and the first after the connection is lost) starts listening. */
  version(): Promise<number> {
    if (this.heard !== null) return Promise.resolve(this.heard);
    this.listen();
    return findContentVersion(this.pool);
  }

  /** Stops listening for good: closes the connection (before the pool and the database close). */
  async stop(): Promise<void> {
    this.stopped = true;
    // A connection being opened is let finish (within the pool's connection timeout) and closed then: ending a
    // pg client in the middle of its connecting leaves its connect() unsettled.
    await this.starting;
    this.forget();
  }

  private listen(): void {
    const now = this.options.now?.() ?? Date.now();
    if (this.stopped || this.starting !== null || this.client !== null || now < this.retryAt) return;
    this.starting = this.connectAndListen().finally(() => {
      this.starting = null;
    });
  }

  private async connectAndListen(): Promise<void> {
    const client = this.options.connect();
    this.client = client;
    this.heardEarly = 0;
    // Without an error listener a lost connection would throw in the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    client.on('notification', ({ channel, payload }) => {
      if (client === this.client && channel === CONTENT_CHANGE_CHANNEL) this.hear(Number(payload));
    });
    try {
      await client.connect();
      await listenForContentChanges(client);
      // Read once listening: a change before the read is in it, one after is heard.
      const version = await findContentVersion(client);
      if (client !== this.client || this.stopped) return;
      this.heard = Math.max(version, this.heardEarly);
      this.retryMs = this.options.firstRetryMs ?? FIRST_RETRY_MS;
      this.scheduleCheck(client);
    } catch (error) {
      this.lost(client, error);
    }
  }

  private hear(version: number): void {
    if (!Number.isSafeInteger(version)) return;
    if (this.heard === null) this.heardEarly = Math.max(this.heardEarly, version);
    else this.heard = Math.max(this.heard, version);
  }

  private scheduleCheck(client: pg.Client): void {
    const everyMs = this.options.checkEveryMs ?? CONTENT_VERSION_CHECK_MS;
    this.check = setTimeout(() => {
      // A connection that died without a word (no reset, no FIN) never answers: one check's time is all it gets.
      const unanswered = setTimeout(() => this.lost(client, new Error(`the listening connection did not answer within ${everyMs} ms`)), everyMs);
      unanswered.unref();
      this.check = unanswered;
      findContentVersion(client).then(
        (version) => {
          clearTimeout(unanswered);
          if (client !== this.client) return;
          this.hear(version);
          this.scheduleCheck(client);
        },
        (error: unknown) => {
          clearTimeout(unanswered);
          this.lost(client, error);
        },
      );
    }, everyMs);
    this.check.unref();
  }

  /** The connection is gone (or never came): every call reads again, and listening is tried again after a wait. */
  private lost(client: pg.Client, error: unknown): void {
    if (client !== this.client) return;
    this.forget();
    if (this.stopped) return;
    this.retryAt = (this.options.now?.() ?? Date.now()) + this.retryMs;
    this.options.warn?.(`not listening for content changes; each page reads the content's version, listening again in ${this.retryMs / 1000} s`, error);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  private forget(): void {
    const client = this.client;
    this.client = null;
    this.heard = null;
    if (this.check !== null) clearTimeout(this.check);
    this.check = null;
    void client?.end().catch(() => undefined);
  }
}
