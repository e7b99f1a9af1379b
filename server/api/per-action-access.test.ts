import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SessionClaims } from '../auth/token-claims';
import { ApiError } from '../http/api-error';
import { SessionCookies } from '../http/session-cookie';
import { TokenService } from '../auth/token-service';
import type { MemberRow } from '../account/member-repository';
import { OPENAPI_DOCUMENT } from './api-routes';
import { accessDeclarations, readPerActionOperations, registerOperationAccess, type ActionAccessResolver } from './operation-access';

const document = readFileSync(OPENAPI_DOCUMENT, 'utf8');

/** A document with one per-action operation, whose actions `look` (reads) and `change` (writes). */
const RUN_THING = `
openapi: 3.0.3
security: [{ bearer: [] }]
paths:
  /thing:
    post:
      operationId: runThing
      x-access: active-member
      x-access-per-action: true
      responses: { "200": { description: ok } }
`;

const resolvers: Record<string, ActionAccessResolver> = {
  async runThing(request) {
    return (request.body as { action: string }).action === 'change' ? 'write' : 'active-member';
  },
};

/** The hook over stand-in services: the session is an admin's login-as at `level`, the member an active one. */
async function appFor(level: 'read' | 'write') {
  const app = Fastify();
  app.decorateRequest('memberSession', null);
  app.decorateRequest('member', null);
  app.decorateRequest('enforcedAccess', null);
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) return reply.status(error.statusCode).send(error.toBody());
    return reply.status(500).send({ message: String(error) });
  });
  const session = { memberId: 7, loginAs: { adminId: 3, adminAccessLevel: level, sessionId: 'login-as' } } as unknown as SessionClaims;
  const member = { id: 7 } as MemberRow;
  registerOperationAccess(app, accessDeclarations(RUN_THING, resolvers), {
    bearerAuth: async (request) => {
      request.memberSession = session;
      return false;
    },
    members: { requireMember: async () => member, requireActiveMember: async () => member },
    sessionCookies: new SessionCookies(new TokenService('x'.repeat(48))),
  });
  app.post('/thing', { schema: { operationId: 'runThing' } as object }, async () => ({ ran: true }));
  await app.ready();
  return app;
}

describe('an operation whose actions declare their own access (x-access-per-action)', () => {
  it('a read-only agent runs an action that reads and is refused one that writes; a writing agent runs both', async () => {
    const readOnly = await appFor('read');
    const look = await readOnly.inject({ method: 'POST', url: '/thing', payload: { action: 'look' } });
    expect(look.statusCode).toBe(200);
    const change = await readOnly.inject({ method: 'POST', url: '/thing', payload: { action: 'change' } });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({ code: 'READ_ONLY_ACCESS', message: 'You are logged in as this member with read-only access, so nothing can be changed.' });
    const writer = await appFor('write');
    expect((await writer.inject({ method: 'POST', url: '/thing', payload: { action: 'change' } })).statusCode).toBe(200);
    await Promise.all([readOnly.close(), writer.close()]);
  });

  it('the server does not start when a per-action operation has no resolver, or a resolver no such operation', () => {
    expect(() => accessDeclarations(RUN_THING, {})).toThrow('Operations with x-access-per-action but no resolver: runThing');
    expect(() => accessDeclarations(RUN_THING, { ...resolvers, runOther: resolvers.runThing! })).toThrow(
      'Action access resolvers for operations without x-access-per-action: runOther',
    );
  });

  it('in the programme API, the custom actions are the operation whose actions declare their access', () => {
    expect([...readPerActionOperations(document)]).toEqual(['runCustomAction']);
  });
});
