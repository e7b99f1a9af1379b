/**
 * What an admin’s request in login-as mode amounted to, for the audit log
 * (spec §6: every admin action is recorded; any channel that serves login-as
 * mode classifies the same way).
 * An operation declared to change things (its `x-access` is a write level) that
 * answered is "changed", whatever its method (the travel token is a GET that lets
 * a partner spend points); any other that answered is "viewed". A 403 (a
 * read-only admin trying to change something, or a session mismatch) is
 * "refused"; anything else that failed is "failed". Returning to the console
 * is its own kind, so a session's end is easy to find.
 */
export type AuditEntryKind = 'opened' | 'viewed' | 'changed' | 'refused' | 'failed' | 'returned';

export function auditEntryKind(input: { writes: boolean; statusCode: number; operation: string | null }): AuditEntryKind {
  if (input.statusCode === 403) return 'refused';
  if (input.statusCode >= 400) return 'failed';
  if (input.operation === 'returnToAdmin') return 'returned';
  return input.writes ? 'changed' : 'viewed';
}
