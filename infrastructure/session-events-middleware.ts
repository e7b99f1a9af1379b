import type { PendingAction } from '@application/ports/pending-action-gateway';
import type { SessionEvents } from '@application/ports/session-events';
import type { Middleware } from 'openapi-fetch';
import { CSRF_HEADER } from './openapi-client';

/**
 * Calls whose callers handle a 401 themselves: signing in (a wrong password
 * is a 401 too), signing out, refreshing (a failure shows the
 * session-expired modal instead), opening a login-as session and exchanging
 * the bank's hand-off token (a used one is a 401 the landing page explains,
 * whatever session the browser still holds).
 */
const SELF_HANDLED_401 = [
  /^\/auth\//,
  /^\/authenticate$/,
  /^\/program\/\{slug\}\/login-as$/,
  /^\/member\/program\/\{slug\}\/login-with-token$/,
];

/**
 * Reports what any answer says about the session (spec §4, §7): a 401 to a
 * call made with a session (its CSRF token goes with every call while the
 * browser holds the session's cookies), and a 403 PENDING_ACTIONS with the
 * pending actions of its `data` field. Reports only; it never changes the
 * answer, which the gateway still receives whole, and never navigates.
 *
 * `events` is read when an answer arrives, so the composition root can hand
 * over an object the container builds later.
 */
export function sessionEventsMiddleware(events: () => SessionEvents): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      if (response.status === 401) {
        const withSession = request.headers.has(CSRF_HEADER);
        if (withSession && !SELF_HANDLED_401.some((pattern) => pattern.test(schemaPath))) events().unauthorized();
        return undefined;
      }
      if (response.status === 403) {
        const body = await readJson(response);
        if (isRecord(body) && body['code'] === 'PENDING_ACTIONS') events().pendingActions(pendingActionsOf(body['data']));
      }
      return undefined;
    },
  };
}

/** The body of `response`, read from a copy so the gateway can still read it; undefined when it is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.clone().json()) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The well-formed entries of a PENDING_ACTIONS `data` field; anything else is left out. */
export function pendingActionsOf(data: unknown): PendingAction[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry): PendingAction[] =>
    isRecord(entry) && Number.isSafeInteger(entry['id']) && entry['type'] === 'accept_program_rules'
      ? [{ id: entry['id'] as number, type: 'accept_program_rules' }]
      : [],
  );
}
