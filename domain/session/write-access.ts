/** Who is acting, as the profile states it (spec §3 Profile: id, admin_id, admin_access_level). */
export interface Actor {
  /** The member acted on or as; null when nobody is signed in. */
  readonly memberId: number | null;
  /** Set only while an admin is logged in as the member. */
  readonly adminId: number | null;
  readonly adminAccessLevel: 'read' | 'write' | null;
}

/**
 * Whether the actor may change anything (spec §6, decisions §8): a member
 * signed in as themselves may; an admin logged in as a member may only with
 * write access; nobody else.
 *
 * Always holds: false without a member id; false for an admin whose access
 * level is not "write"; the admin's level is ignored when there is no admin.
 */
export function canWrite({ memberId, adminId, adminAccessLevel }: Actor): boolean {
  if (memberId === null) {
    return false;
  }
  return adminId === null || adminAccessLevel === 'write';
}
