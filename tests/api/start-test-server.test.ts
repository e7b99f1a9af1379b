import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing/start-test-server';
import { createTestDatabase, type TestDatabase } from './support/test-database';

describe('the test server helper for contract tests', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startTestServer({ databaseUrl: db.url });
  });
  afterAll(async () => {
    await server.close();
    await db.drop();
  });

  it('serves the real API over HTTP on a free loopback port', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_account: 'elite', password: 'Rewards#2026', program_slug: 'demo', type: 'member' }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };
    const accounts = await fetch(`${server.url}/api/v1/member/account`, { headers: { authorization: `Bearer ${data.token}` } });
    expect(accounts.status).toBe(200);
    const products = await fetch(`${server.url}/api/v1/guest/product?currency_id=1&program_slug=demo`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(products.status).toBe(200);
    expect(((await products.json()) as { data: unknown[] }).data).toHaveLength(12);
  });
});
