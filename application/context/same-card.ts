import type { MemberContext, Wait } from './context-store';

/** Whether two member contexts are the same member's same card (the language aside): what card-bound reads load again on. */
export function sameCard(a: MemberContext | Wait | null, b: MemberContext | Wait | null): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  return a.memberId === b.memberId && a.accountId === b.accountId;
}
