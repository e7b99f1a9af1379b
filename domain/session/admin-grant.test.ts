import { describe, expect, it } from 'vitest';
import { effectiveAdminAccess } from './admin-grant.ts';

describe('an admin’s access in an open login-as session is the lower of the opening level and the current grant', () => {
  it('write stays write while the grant is write', () => {
    expect(effectiveAdminAccess('write', 'write')).toBe('write');
  });

  it('a downgrade to read takes effect at once', () => {
    expect(effectiveAdminAccess('write', 'read')).toBe('read');
  });

  it('an upgrade does not widen a session opened read-only', () => {
    expect(effectiveAdminAccess('read', 'write')).toBe('read');
  });

  it('read stays read', () => {
    expect(effectiveAdminAccess('read', 'read')).toBe('read');
  });
});
