import type { PendingAction } from '@application/ports/pending-action-gateway';
import type { RequestActivity } from '@application/ports/request-activity';
import type { SessionEvents } from '@application/ports/session-events';
import { describe, expect, it } from 'vitest';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import { HttpAccountGateway } from './http-account-gateway';
import { HttpAuthGateway } from './http-auth-gateway';
import { createProgrammeApiClient } from './openapi-client';
import { requestActivityMiddleware } from './request-activity-middleware';
import { sessionEventsMiddleware } from './session-events-middleware';

class RecordingSessionEvents implements SessionEvents {
  readonly reports: (string | readonly PendingAction[])[] = [];
  unauthorized(): void {
    this.reports.push('unauthorized');
  }
  pendingActions(actions: readonly PendingAction[]): void {
    this.reports.push(actions);
  }
}

class CountingActivity implements RequestActivity {
  pending = 0;
  started(): void {
    this.pending += 1;
  }
  finished(): void {
    this.pending -= 1;
  }
}

function setUp(signedIn = true) {
  const fetch = new ScriptedFetch();
  const events = new RecordingSessionEvents();
  const activity = new CountingActivity();
  /** How many calls the activity counted as under way when each request went out. */
  const pendingWhenSent: number[] = [];
  const client = createProgrammeApiClient({
    baseUrl: 'http://programme.test/api/v1',
    // The browser holds a session's CSRF cookie exactly while it holds the session's cookie.
    csrfToken: () => (signedIn ? 'csrf-of-the-session' : null),
    fetch: (request) => {
      pendingWhenSent.push(activity.pending);
      return fetch.fetch(request);
    },
    middleware: [sessionEventsMiddleware(() => events), requestActivityMiddleware(() => activity)],
  });
  return { fetch, events, activity, pendingWhenSent, accounts: new HttpAccountGateway(client), auth: new HttpAuthGateway(client, 'demo') };
}

describe('sessionEventsMiddleware', () => {
  it('reports a 401 to a member call, and the gateway still gets the failure', async () => {
    const { fetch, events, accounts } = setUp();
    fetch.respondJson(401, { code: 'UNAUTHENTICATED', message: 'Expired.' });
    expect(await accounts.loadAccounts()).toMatchObject({ ok: false, reason: 'unauthorized' });
    expect(events.reports).toEqual(['unauthorized']);
  });

  it('does not report a refused sign-in, which is a 401 too', async () => {
    const { fetch, events, auth } = setUp();
    fetch.respondJson(401, { code: 'INVALID_CREDENTIALS', message: 'Wrong.' });
    await auth.login({ username: 'elite', password: 'x' });
    expect(events.reports).toEqual([]);
  });

  it('does not report a failed refresh, which shows the session-expired modal instead', async () => {
    const { fetch, events, auth } = setUp();
    fetch.respondJson(401, { code: 'UNAUTHENTICATED', message: '' });
    await auth.refresh();
    expect(events.reports).toEqual([]);
  });

  it('does not report a used hand-off link, which the landing page explains, even while a session is open', async () => {
    const { fetch, events, auth } = setUp();
    fetch.respondJson(401, { code: 'UNAUTHENTICATED', message: 'Used.' });
    await auth.loginWithToken('A'.repeat(43));
    expect(events.reports).toEqual([]);
  });

  it('does not report a 401 to a call made without a session', async () => {
    const { fetch, events, accounts } = setUp(false);
    fetch.respondJson(401, { code: 'UNAUTHENTICATED', message: '' });
    await accounts.loadAccounts();
    expect(events.reports).toEqual([]);
  });

  it('reports a 403 PENDING_ACTIONS with the actions of its data field, and the gateway still reads the body', async () => {
    const { fetch, events, accounts } = setUp();
    fetch.respondJson(403, {
      code: 'PENDING_ACTIONS',
      message: 'Accept the rules.',
      data: [{ id: 7, type: 'accept_program_rules' }, { id: 'x' }],
    });
    expect(await accounts.loadAccounts()).toEqual({
      ok: false,
      reason: 'pending-actions',
      detail: '403 PENDING_ACTIONS Accept the rules.',
    });
    expect(events.reports).toEqual([[{ id: 7, type: 'accept_program_rules' }]]);
  });

  it('does not report another 403', async () => {
    const { fetch, events, accounts } = setUp();
    fetch.respondJson(403, { code: 'READ_ONLY_ACCESS', message: '' });
    await accounts.loadAccounts();
    expect(events.reports).toEqual([]);
  });
});

describe('requestActivityMiddleware', () => {
  it('counts a call from its start to its answer', async () => {
    const { fetch, activity, accounts, pendingWhenSent } = setUp();
    fetch.respondJson(200, { data: [] });
    await accounts.loadAccounts();
    expect(pendingWhenSent).toEqual([1]);
    expect(activity.pending).toBe(0);
  });

  it('counts a call that failed without an answer as ended', async () => {
    const { fetch, activity, accounts } = setUp();
    fetch.failNetwork();
    await accounts.loadAccounts();
    expect(activity.pending).toBe(0);
  });
});
