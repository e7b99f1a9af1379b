import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import type { Clock } from '../clock';
import { auditEntryKind } from '@rewards-storefront/domain/session/audit-entry-kind';
import { isWriteAccess, type OperationAccess } from '../api/operation-access';
import { insertAuditEntry } from './audit-log-repository';

/**
 * Records every programme API call made in a login-as session (spec §6):
 * what the admin viewed, changed or was refused, before the answer leaves the
 * server. When the entry cannot be written the call fails with it: an admin
 * never acts for a member unrecorded.
 */
export function registerAdminAudit(app: FastifyInstance, deps: { pool: Pool; clock: Clock }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.memberSession;
    const loginAs = session?.loginAs;
    if (!session || !loginAs) return payload;
    const schema = request.routeOptions.schema as { operationId?: string; 'x-access'?: OperationAccess } | undefined;
    const operation = schema?.operationId ?? null;
    // What the access hook enforced (a per-action operation's writing action is a write), else the declaration:
    // a call refused before the hook ran (a 400 on its input) is classified by what the operation declares.
    const access = request.enforcedAccess ?? schema?.['x-access'];
    await insertAuditEntry(deps.pool, {
      recordedAt: deps.clock.now(),
      loginAsSessionId: loginAs.sessionId,
      adminId: loginAs.adminId,
      memberId: session.memberId,
      accessLevel: loginAs.adminAccessLevel,
      kind: auditEntryKind({ writes: isWriteAccess(access), statusCode: reply.statusCode, operation }),
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
      operation,
      statusCode: reply.statusCode,
      requestId: request.id,
    });
    return payload;
  });
}
