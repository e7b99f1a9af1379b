import type { Queryable } from '../database/queryable';
import type { AdminAccessLevel } from '../auth/token-service';
import type { AuditEntryKind } from '@rewards-storefront/domain/session/audit-entry-kind';

export interface NewAuditEntry {
  recordedAt: Date;
  loginAsSessionId: string;
  adminId: number;
  memberId: number;
  accessLevel: AdminAccessLevel;
  kind: AuditEntryKind;
  method: string;
  route: string;
  operation: string | null;
  statusCode: number;
  requestId: string;
}

/** An entry as the support console lists it, with who did it to whom. */
export interface AuditEntryRow extends Omit<NewAuditEntry, 'loginAsSessionId' | 'adminId' | 'memberId'> {
  id: number;
  adminName: string;
  adminAccount: string;
  memberName: string;
  memberAccount: string;
}

export async function insertAuditEntry(db: Queryable, entry: NewAuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO admin_audit_entry
       (recorded_at, login_as_session_id, admin_id, member_id, access_level, kind, method, route, operation, status_code, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      entry.recordedAt,
      entry.loginAsSessionId,
      entry.adminId,
      entry.memberId,
      entry.accessLevel,
      entry.kind,
      entry.method,
      entry.route,
      entry.operation,
      entry.statusCode,
      entry.requestId,
    ],
  );
}

/** The programme's most recent entries, newest first. */
export async function listRecentAuditEntries(db: Queryable, programmeId: number, limit: number): Promise<AuditEntryRow[]> {
  const { rows } = await db.query<AuditEntryRow>(
    `SELECT e.id::int AS id, e.recorded_at AS "recordedAt",
            a.first_name || ' ' || a.last_name AS "adminName", a.user_account AS "adminAccount",
            m.first_name || ' ' || m.last_name AS "memberName", m.user_account AS "memberAccount",
            e.access_level AS "accessLevel", e.kind, e.method, e.route, e.operation,
            e.status_code AS "statusCode", e.request_id AS "requestId"
       FROM admin_audit_entry e
       JOIN admin_user a ON a.id = e.admin_id
       JOIN member m ON m.id = e.member_id
      WHERE a.programme_id = $1
      ORDER BY e.recorded_at DESC, e.id DESC
      LIMIT $2`,
    [programmeId, limit],
  );
  return rows;
}
