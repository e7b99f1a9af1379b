import { describe, expect, it } from 'vitest';
import { auditEntryKind } from './audit-entry-kind';

describe('what an admin’s request in login-as mode is recorded as', () => {
  it.each([
    ['GET', 200, 'viewed'],
    ['HEAD', 204, 'viewed'],
    ['options', 200, 'viewed'],
    ['get', 304, 'viewed'],
    ['PUT', 200, 'changed'],
    ['POST', 201, 'changed'],
    ['DELETE', 204, 'changed'],
    ['PATCH', 399, 'changed'],
  ] as const)('%s answered %i is %s', (method, statusCode, kind) => {
    expect(auditEntryKind({ method, statusCode, operation: 'anything' })).toBe(kind);
  });

  it('a 403 is refused, whatever the method (a read-only admin trying a change, a session mismatch)', () => {
    expect(auditEntryKind({ method: 'PUT', statusCode: 403, operation: 'updateMemberProfile' })).toBe('refused');
    expect(auditEntryKind({ method: 'GET', statusCode: 403, operation: 'getMemberProfile' })).toBe('refused');
    expect(auditEntryKind({ method: 'POST', statusCode: 403, operation: 'returnToAdmin' })).toBe('refused');
  });

  it('any other answer from 400 on is failed', () => {
    for (const statusCode of [400, 401, 404, 409, 422, 429, 500, 503]) {
      expect(auditEntryKind({ method: 'GET', statusCode, operation: null })).toBe('failed');
      expect(auditEntryKind({ method: 'POST', statusCode, operation: 'returnToAdmin' })).toBe('failed');
    }
  });

  it('returning to the console is its own kind once it answered', () => {
    expect(auditEntryKind({ method: 'POST', statusCode: 200, operation: 'returnToAdmin' })).toBe('returned');
    expect(auditEntryKind({ method: 'POST', statusCode: 200, operation: 'returnToAdminElsewhere' })).toBe('changed');
  });
});
