/**
 * What an admin’s request in login-as mode amounted to, for the audit log
 * (spec §6: every admin action is recorded; any channel that serves login-as
 * mode classifies the same way).
 * A read that answered is "viewed", a write that answered is "changed"; a 403
 * (a read-only admin trying to change something, or a session mismatch) is
 * "refused"; anything else that failed is "failed". Returning to the console
 * is its own kind, so a session's end is easy to find.
 */
export type AuditEntryKind = 'opened' | 'viewed' | 'changed' | 'refused' | 'failed' | 'returned';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function auditEntryKind(input: { method: string; statusCode: number; operation: string | null }): AuditEntryKind {
  if (input.statusCode === 403) return 'refused';
  if (input.statusCode >= 400) return 'failed';
  if (input.operation === 'returnToAdmin') return 'returned';
  return READS.has(input.method.toUpperCase()) ? 'viewed' : 'changed';
}
