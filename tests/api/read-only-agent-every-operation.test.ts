import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT } from '../../server/api/api-routes';
import { loginAsSession } from './support/admin-console';
import { loadOperations, type Operation } from './support/openapi-operations';
import { valueFor } from './support/schema-arbitrary';
import { bearer, errorBody, type TestApp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/**
 * Issue 22 item 5: an auditor (read-only) logged in as a member calls every
 * operation of the document with a request of the right shape. Every
 * operation declared `write` answers 403 READ_ONLY_ACCESS and nothing of the
 * member's money or data changes; the reads still work. A new operation is
 * covered the day it is added to the document.
 */

const operations = loadOperations();
/** The agent's own ways out: called last, since they end the session. */
const EXITS = ['returnToAdmin', 'logout'];

/** One request of the operation's shape: schema-valid values (fixed seed), real programme slug, a fresh Idempotency-Key. */
function requestFor(operation: Operation, seed: number): { url: string; headers: Record<string, string>; payload?: string } {
  const draw = (schema: Parameters<typeof valueFor>[0]) => fc.sample(valueFor(schema), { seed, numRuns: 1 })[0];
  let url = operation.pathTemplate;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (!parameter.required && parameter.in !== 'path') continue;
    const value =
      parameter.name === 'slug' || parameter.name === 'program_slug' ? 'demo' : parameter.in === 'header' ? `read-only-${seed}-key` : draw(parameter.schema);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(text));
    if (parameter.in === 'query') query.set(parameter.name, text);
    if (parameter.in === 'header') headers[parameter.name] = text;
  }
  const search = query.toString();
  if (!operation.body) return { url: search ? `${url}?${search}` : url, headers };
  headers['content-type'] = 'application/json';
  return { url: search ? `${url}?${search}` : url, headers, payload: JSON.stringify(draw(operation.body.schema)) };
}

/** Everything of the demo members' money and data a write could touch, as one comparable value. */
async function memberStateFingerprint(t: TestApp): Promise<Record<string, unknown>> {
  const tables = [
    'point_ledger_entry',
    'account_points_balance',
    'member',
    'member_address',
    'member_profile_change',
    'redemption_order',
    'redemption_order_item_status',
    'card_transaction_redemption',
    'shopping_cart',
    'shopping_cart_item',
    'wishlist_item',
    'authorized_redeemer',
    'financial_account_verification',
    'member_pending_action',
    'member_password_history',
    'payment_transaction',
  ];
  const state: Record<string, unknown> = {};
  for (const table of tables) {
    const { rows } = await t.db.pool.query<{ count: string; digest: string | null }>(
      `SELECT count(*) AS count, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`,
    );
    state[table] = rows[0];
  }
  return state;
}

describe('a read-only agent cannot change anything through any operation of the API document', () => {
  const t = useTestApp();

  it('every operation declares an access level the server knows', () => {
    const levels = new Set(['public', 'session', 'member', 'active-member', 'write', 'member-write']);
    expect(operations.filter((operation) => !levels.has(operation.access ?? '')).map((operation) => operation.id)).toEqual([]);
    // A public operation asks for no token; every other one does.
    expect(operations.filter((operation) => (operation.access === 'public') === operation.secured).map((operation) => operation.id)).toEqual([]);
  });

  it('an auditor logged in as a member is refused every write operation with 403 READ_ONLY_ACCESS, and nothing changes', async () => {
    const { token } = await loginAsSession(t.app, 'auditor', 'elite');
    const before = await memberStateFingerprint(t);
    const answers: Record<string, { status: number; code: string | undefined }> = {};
    const ordered = [...operations.filter((operation) => !EXITS.includes(operation.id)), ...EXITS.map((id) => operations.find((o) => o.id === id)!)];
    let seed = 1;
    for (const operation of ordered) {
      const request = requestFor(operation, seed++);
      const response = await t.app.inject({
        method: operation.method,
        url: request.url,
        headers: { ...request.headers, ...bearer(token) },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      const code = response.statusCode >= 400 ? errorBody(response).code : undefined;
      answers[operation.id] = { status: response.statusCode, code };
    }

    const writes = operations.filter((operation) => operation.access === 'write' || operation.access === 'member-write');
    expect(writes.length).toBeGreaterThanOrEqual(25);
    for (const operation of writes) {
      expect({ operation: operation.id, ...answers[operation.id] }).toEqual({ operation: operation.id, status: 403, code: 'READ_ONLY_ACCESS' });
    }
    // Reads stay open to the auditor: none of them is refused for its access level, and none fails on the server.
    for (const operation of operations.filter((o) => !writes.includes(o))) {
      expect({ operation: operation.id, code: answers[operation.id]!.code }).not.toEqual({ operation: operation.id, code: 'READ_ONLY_ACCESS' });
      expect({ operation: operation.id, status: answers[operation.id]!.status < 500 }).toEqual({ operation: operation.id, status: true });
    }
    expect(answers['getMemberProfile']?.status).toBe(200);
    expect(answers['getMemberAccounts']?.status).toBe(200);
    expect(await memberStateFingerprint(t)).toEqual(before);
  });

  it('the travel token is refused to the auditor, so no partner can book with the card’s points', async () => {
    const { token } = await loginAsSession(t.app, 'auditor', 'elite');
    const { rows } = await t.db.pool.query<{ id: number }>(
      `SELECT a.id FROM account a JOIN account_member am ON am.account_id = a.id JOIN member m ON m.id = am.member_id
        WHERE m.user_account = 'elite' AND am.is_primary ORDER BY a.id LIMIT 1`,
    );
    const response = await t.app.inject({ url: `/api/v1/member/account/${rows[0]!.id}/jwt`, headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('READ_ONLY_ACCESS');
    expect(response.body).not.toContain('travel_url');
  });

  it('every operation that hands out a token usable elsewhere (a partner or sign-on token) needs write access', () => {
    const document = parse(readFileSync(OPENAPI_DOCUMENT, 'utf8')) as Record<string, unknown>;
    const issuing = operations.filter((operation) => issuesToken(document, operation)).map((operation) => [operation.id, operation.access]);
    // Exchanging credentials (a password, an online-banking or console link) opens a session of their own;
    // refresh renews the caller's own session at its current access. Everything else issuing a token is a write.
    const ownSession = new Set(['login', 'authenticate', 'loginWithToken', 'loginAsMember', 'refreshToken']);
    expect(issuing.map(([id]) => id)).toContain('getTravelToken');
    expect(issuing.filter(([id]) => !ownSession.has(id!))).toEqual(issuing.filter(([id]) => !ownSession.has(id!)).map(([id]) => [id, 'write']));
  });
});

type Json = Record<string, unknown>;

/** Whether an operation's success answer carries a `token` property (refs followed a few levels deep). */
function issuesToken(document: Json, operation: Operation): boolean {
  const paths = document['paths'] as Record<string, Record<string, Json>>;
  const path = operation.pathTemplate.replace(/^\/api\/v1/, '');
  const responses = (paths[path]?.[operation.method.toLowerCase()]?.['responses'] ?? {}) as Json;
  const success = Object.entries(responses)
    .filter(([status]) => status.startsWith('2'))
    .map(([, response]) => response);
  return success.some((response) => hasTokenProperty(document, response, 0));
}

function hasTokenProperty(document: Json, node: unknown, depth: number): boolean {
  if (depth > 8 || node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((item) => hasTokenProperty(document, item, depth + 1));
  const object = node as Json;
  if (typeof object['$ref'] === 'string') {
    const target = (object['$ref'] as string)
      .slice(2)
      .split('/')
      .reduce<unknown>((current, part) => (current as Json | undefined)?.[part], document);
    return hasTokenProperty(document, target, depth + 1);
  }
  const properties = object['properties'] as Json | undefined;
  if (properties && 'token' in properties) return true;
  return Object.values(object).some((value) => hasTokenProperty(document, value, depth + 1));
}
