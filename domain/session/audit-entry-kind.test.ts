import { describe, expect, it } from 'vitest';
import { auditEntryKind } from './audit-entry-kind.ts';

describe('what an admin’s request in login-as mode is recorded as', () => {
  it.each([
    [false, 200, 'viewed'],
    [false, 204, 'viewed'],
    [false, 304, 'viewed'],
    [false, 399, 'viewed'],
    [true, 200, 'changed'],
    [true, 201, 'changed'],
    [true, 204, 'changed'],
    [true, 399, 'changed'],
  ] as const)('an operation that writes: %s, answered %i, is %s', (writes, statusCode, kind) => {
    expect(auditEntryKind({ writes, statusCode, operation: 'anything' })).toBe(kind);
  });

  it('what counts is the declared access, not the method: the travel token (a GET) is a change', () => {
    expect(auditEntryKind({ writes: true, statusCode: 200, operation: 'getTravelToken' })).toBe('changed');
    expect(auditEntryKind({ writes: false, statusCode: 200, operation: 'validateAddress' })).toBe('viewed');
  });

  it('a 403 is refused, whatever the operation (a read-only admin trying a change, a session mismatch)', () => {
    expect(auditEntryKind({ writes: true, statusCode: 403, operation: 'updateMemberProfile' })).toBe('refused');
    expect(auditEntryKind({ writes: false, statusCode: 403, operation: 'getMemberProfile' })).toBe('refused');
    expect(auditEntryKind({ writes: false, statusCode: 403, operation: 'returnToAdmin' })).toBe('refused');
  });

  it('any other answer from 400 on is failed', () => {
    for (const statusCode of [400, 401, 402, 404, 409, 422, 429, 500, 503]) {
      expect(auditEntryKind({ writes: false, statusCode, operation: null })).toBe('failed');
      expect(auditEntryKind({ writes: true, statusCode, operation: 'checkout' })).toBe('failed');
      expect(auditEntryKind({ writes: false, statusCode, operation: 'returnToAdmin' })).toBe('failed');
    }
  });

  it('returning to the console is its own kind once it answered', () => {
    expect(auditEntryKind({ writes: false, statusCode: 200, operation: 'returnToAdmin' })).toBe('returned');
    expect(auditEntryKind({ writes: true, statusCode: 200, operation: 'returnToAdmin' })).toBe('returned');
    expect(auditEntryKind({ writes: false, statusCode: 200, operation: 'returnToAdminElsewhere' })).toBe('viewed');
  });
});
