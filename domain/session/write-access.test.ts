import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canWrite } from './write-access.ts';

describe('canWrite', () => {
  it('lets a member signed in as themselves write', () => {
    expect(canWrite({ memberId: 7, adminId: null, adminAccessLevel: null })).toBe(true);
  });

  it('lets an admin logged in as a member write only with write access', () => {
    expect(canWrite({ memberId: 7, adminId: 1, adminAccessLevel: 'write' })).toBe(true);
    expect(canWrite({ memberId: 7, adminId: 1, adminAccessLevel: 'read' })).toBe(false);
    expect(canWrite({ memberId: 7, adminId: 1, adminAccessLevel: null })).toBe(false);
  });

  it('lets nobody write without a member', () => {
    expect(canWrite({ memberId: null, adminId: null, adminAccessLevel: null })).toBe(false);
    expect(canWrite({ memberId: null, adminId: 1, adminAccessLevel: 'write' })).toBe(false);
  });

  it('ignores an access level when there is no admin', () => {
    expect(canWrite({ memberId: 7, adminId: null, adminAccessLevel: 'read' })).toBe(true);
  });

  it('treats admin id 0 as an admin', () => {
    expect(canWrite({ memberId: 7, adminId: 0, adminAccessLevel: 'read' })).toBe(false);
  });

  it('never lets a read-only admin or a missing member write', () => {
    const id = fc.option(fc.nat(), { nil: null });
    const level = fc.constantFrom('read' as const, 'write' as const, null);
    fc.assert(
      fc.property(id, id, level, (memberId, adminId, adminAccessLevel) => {
        const allowed = canWrite({ memberId, adminId, adminAccessLevel });
        if (memberId === null || (adminId !== null && adminAccessLevel !== 'write')) {
          expect(allowed).toBe(false);
        } else {
          expect(allowed).toBe(true);
        }
      }),
    );
  });
});
