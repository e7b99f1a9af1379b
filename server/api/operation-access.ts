import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse } from 'yaml';
import { requireWriteAccess } from '../auth/write-access-guard';
import type { SessionClaims } from '../auth/token-service';
import type { BearerAuthHook } from '../http/bearer-auth';
import type { SessionCookies } from '../http/session-cookie';
import type { MemberRow } from '../account/member-repository';
import type { MemberGateOptions } from '../account/member-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's member, set by the access hook on operations whose `x-access` names a member; null elsewhere. */
    member: MemberRow | null;
    /**
     * The access the hook enforced for this request: the operation's `x-access`, or for a per-action
     * operation the named action's when it writes. The admin audit classifies the call by it.
     */
    enforcedAccess: OperationAccess | null;
  }
}

/**
 * What an operation of the programme API needs, as its `x-access` in
 * openapi/programme-api.yaml declares it (issue 22 items 5 and 6).
 *
 * - `public`: nobody needs to be signed in.
 * - `session`: a valid session token (sign-out, refresh, returning to the console).
 * - `member`: the session's member, even with pending actions (what the pending-actions layout needs).
 * - `active-member`: a member without pending actions (every other read).
 * - `write`: an active member who may change things: anything whose effect can change money, data
 *   or a partner booking, directly or through a token it issues. A read-only admin gets 403 READ_ONLY_ACCESS.
 * - `member-write`: like `write`, but while actions are pending (accepting the programme rules).
 */
export const OPERATION_ACCESS_LEVELS = ['public', 'session', 'member', 'active-member', 'write', 'member-write'] as const;
export type OperationAccess = (typeof OPERATION_ACCESS_LEVELS)[number];

/** Whether an access level lets the operation change something (the audit log calls its answers "changed"). */
export function isWriteAccess(access: OperationAccess | null | undefined): boolean {
  return access === 'write' || access === 'member-write';
}

/** The member checks an access level needs, in order; `public` and `session` need none. */
const MEMBER_CHECK: Record<OperationAccess, 'none' | 'member' | 'active-member'> = {
  public: 'none',
  session: 'none',
  member: 'member',
  'active-member': 'active-member',
  write: 'active-member',
  'member-write': 'member',
};

function isOperationAccess(value: unknown): value is OperationAccess {
  return typeof value === 'string' && (OPERATION_ACCESS_LEVELS as readonly string[]).includes(value);
}

/** Methods that only read (RFC 9110 §9.2.1). */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

type Json = Record<string, unknown>;

/**
 * Every operation's declared access, read from the API document at start-up.
 * The server refuses to boot when an operation has no valid `x-access`, or
 * when its `security` disagrees with it (a public operation asking for a
 * token, or a member operation without one): an operation nobody classified
 * cannot be reached.
 */
/** A parsed API document, or its YAML text. */
type ApiDocument = Readonly<Json> | string;

export function readOperationAccess(document: ApiDocument): Map<string, OperationAccess> {
  return readAccessDeclarations(document).levels;
}

/**
 * The operations whose request names one of several actions, each declaring
 * its own access (`x-access-per-action: true`, e.g. runCustomAction): their
 * `x-access` is what every request needs, and the hook asks the operation's
 * resolver what the named action needs on top.
 */
export function readPerActionOperations(document: ApiDocument): Set<string> {
  return readAccessDeclarations(document).perAction;
}

function readAccessDeclarations(documentOrText: ApiDocument): { levels: Map<string, OperationAccess>; perAction: Set<string> } {
  const document = typeof documentOrText === 'string' ? (parse(documentOrText) as Json) : documentOrText;
  const documentSecured = isSecured(document['security']);
  const accessByOperation = new Map<string, OperationAccess>();
  const perAction = new Set<string>();
  for (const item of Object.values((document['paths'] ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const operationId = operation['operationId'];
      if (typeof operationId !== 'string') throw new Error(`An operation of the API document (${method}) has no operationId`);
      const access = operation['x-access'];
      if (!isOperationAccess(access)) {
        throw new Error(
          `Operation "${operationId}" of the API document declares no valid x-access (one of ${OPERATION_ACCESS_LEVELS.join(', ')}): ` +
            'every operation must say who may call it',
        );
      }
      const secured = operation['security'] === undefined ? documentSecured : isSecured(operation['security']);
      if ((access === 'public') === secured) {
        throw new Error(`Operation "${operationId}" has x-access ${access} but ${secured ? 'asks' : 'does not ask'} for a bearer token`);
      }
      accessByOperation.set(operationId, access);
      if (operation['x-access-per-action'] === true) perAction.add(operationId);
    }
  }
  return { levels: accessByOperation, perAction };
}

function isSecured(security: unknown): boolean {
  return Array.isArray(security) && security.some((requirement) => Object.keys(requirement as Json).length > 0);
}

/** What the action a request names needs, read once its operation's own access has passed. */
export type ActionAccessResolver = (request: FastifyRequest, member: MemberRow) => Promise<OperationAccess>;

export interface AccessServices {
  bearerAuth: BearerAuthHook;
  sessionCookies: SessionCookies;
  members: {
    requireMember(session: SessionClaims, gate: MemberGateOptions): Promise<MemberRow>;
    requireActiveMember(session: SessionClaims, gate: MemberGateOptions): Promise<MemberRow>;
  };
}

/** The declarations the hook enforces: each operation's level, and the resolvers of the per-action operations. */
export interface AccessDeclarations {
  levels: ReadonlyMap<string, OperationAccess>;
  perAction: ReadonlySet<string>;
  resolvers: Readonly<Record<string, ActionAccessResolver>>;
}

/** Reads the document's declarations and pairs its per-action operations with their resolvers (each needs one, and only those). */
export function accessDeclarations(document: ApiDocument, resolvers: Readonly<Record<string, ActionAccessResolver>>): AccessDeclarations {
  const { levels, perAction } = readAccessDeclarations(document);
  const unresolved = [...perAction].filter((operationId) => !Object.hasOwn(resolvers, operationId));
  const undeclared = Object.keys(resolvers).filter((operationId) => !perAction.has(operationId));
  if (unresolved.length > 0) throw new Error(`Operations with x-access-per-action but no resolver: ${unresolved.join(', ')}`);
  if (undeclared.length > 0) throw new Error(`Action access resolvers for operations without x-access-per-action: ${undeclared.join(', ')}`);
  return { levels, perAction, resolvers };
}

/**
 * The one place the API enforces access: a preHandler, keyed by the route's
 * operationId, that checks the declared level before the handler runs (after
 * the schema, so bad input is still a 400 first). It authenticates the
 * bearer token, then for `write` refuses a read-only agent before anything is
 * read for writing, then reads the member the handler works for.
 */
export function registerOperationAccess(api: FastifyInstance, declarations: AccessDeclarations, services: AccessServices): void {
  api.addHook('preHandler', async (request) => {
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    const access = operationId ? declarations.levels.get(operationId) : undefined;
    if (!access) throw new Error(`Route ${request.routeOptions.url ?? request.url} has no declared access`);
    request.enforcedAccess = access;
    if (access === 'public') return;
    const check = MEMBER_CHECK[access];
    // A member call asks whether the sign-in is open in the statement that reads the member (the member gate).
    // A call that may change something needs the CSRF token when its session came from the cookie.
    const requireCsrf = isWriteAccess(access) || access === 'session' || !SAFE_METHODS.has(request.method);
    const sessionOpenUnchecked = await services.bearerAuth(request, { deferOpenCheck: check !== 'none', requireCsrf });
    const session = request.memberSession;
    if (!session) throw new Error('The bearer hook authenticated without a session');
    if (isWriteAccess(access)) requireWriteAccess(session);
    if (check === 'member') request.member = await services.members.requireMember(session, { sessionOpenUnchecked });
    if (check === 'active-member') request.member = await services.members.requireActiveMember(session, { sessionOpenUnchecked });
    // A per-action operation: the named action's own level, checked like an operation's before the handler runs.
    const resolve = operationId ? declarations.resolvers[operationId] : undefined;
    if (resolve) {
      if (!request.member) throw new Error(`Operation "${operationId}" resolves its actions' access but its x-access names no member`);
      const actionAccess = await resolve(request, request.member);
      if (isWriteAccess(actionAccess)) {
        // Recorded before the check: a read-only agent's refused attempt is still an attempt to change something.
        request.enforcedAccess = actionAccess;
        requireWriteAccess(session);
      }
    }
  });
  // A session the API no longer accepts (expired, signed out, revoked) leaves the browser with the answer that says so.
  api.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 401 && services.sessionCookies.tokenOf(request) !== undefined) services.sessionCookies.clear(request, reply);
    return payload;
  });
}

/** The member the access hook read for this operation; calling it on a `public`/`session` operation is a wiring bug. */
export function memberOf(request: FastifyRequest): MemberRow {
  if (!request.member) {
    throw new Error(`Route ${request.routeOptions.url ?? request.url} reads the member but its x-access does not name one`);
  }
  return request.member;
}
