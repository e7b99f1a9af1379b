import { PASSWORD_HISTORY_SIZE, passwordProblems } from '@rewards-storefront/domain/password/password-rule';
import { passwordChangeThrottleKey } from '@rewards-storefront/domain/auth/sign-in-throttle';
import type { Pool } from 'pg';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { revokeMemberSignInSessions } from '../auth/sign-in-session-repository';
import type { PasswordChecks } from '../auth/password-checks';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import type { SessionClaims } from '../auth/token-service';
import type { Clock } from '../clock';
import { withTransaction } from '../database/create-pool';
import { ApiError, type FieldError } from '../http/api-error';
import { findProgrammeById, type MemberRow } from '../account/member-repository';
import { findPasswordHash, findPasswordHistory, replacePassword } from './password-repository';

/** The English words of each part of the password rule, for the API's field errors (the storefront translates its own). */
const RULE_MESSAGES: Record<string, string> = {
  'passwordRule.length': 'must be 8 to 255 characters long',
  'passwordRule.uppercase': 'must contain an uppercase letter',
  'passwordRule.lowercase': 'must contain a lowercase letter',
  'passwordRule.digit': 'must contain a digit',
  'passwordRule.special': 'must contain a special character',
};

/**
 * Changing the signed-in member's password (spec §5, §8): the rule, the
 * confirmation, the current password (counted against the sign-in lockout,
 * so a stolen session cannot be used to guess it), and the history: not the
 * current password, nor one of the {@link PASSWORD_HISTORY_SIZE} before it.
 * A change ends every other sign-in of the member.
 */
export class PasswordService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly throttle: SignInThrottle,
    private readonly passwords: PasswordChecks,
  ) {}

  /** `clientAddress` is where the request comes from: a wrong current password counts against it as against a sign-in. */
  async change(
    member: MemberRow,
    session: SessionClaims,
    input: { currentPassword: string; newPassword: string; confirmation: string },
    clientAddress: string,
  ): Promise<{ code: 'success'; password_changed_at: string }> {
    const errors: FieldError[] = passwordProblems(input.newPassword).map((problem) => ({
      field: 'new_password',
      message: RULE_MESSAGES[problem.key] ?? problem.key,
    }));
    if (input.confirmation !== input.newPassword)
      errors.push({ field: 'new_password_confirmation', message: 'does not match new_password' });
    if (errors.length > 0) throw ApiError.validation(errors);

    const stored = await findPasswordHash(this.pool, member.id);
    const programme = await findProgrammeById(this.pool, member.programmeId);
    // The member's own count (domain passwordChangeThrottleKey): guesses at the sign-in cannot block it.
    const checked = await this.throttle.guardKey(
      passwordChangeThrottleKey(`member:${programme?.slug ?? ''}`, member.id),
      async ({ addressKey }) => ((await this.passwords.verify(input.currentPassword, stored, { lane: 'trusted', addressKey })) ? true : null),
      clientAddress,
    );
    if (checked === null || stored === null) {
      throw new ApiError(422, 'MEMBER_PASSWORD_OLD_INVALID', 'The current password is not correct.', {
        errors: [{ field: 'current_password', message: 'is not your current password' }],
      });
    }
    if (await this.passwords.verify(input.newPassword, stored, { lane: 'trusted' })) {
      throw new ApiError(422, 'PASSWORD_USED_ALREADY', 'The new password is your current password. Please choose another one.', {
        errors: [{ field: 'new_password', message: 'is your current password' }],
      });
    }
    for (const earlier of await findPasswordHistory(this.pool, member.id, PASSWORD_HISTORY_SIZE)) {
      if (await this.passwords.verify(input.newPassword, earlier, { lane: 'trusted' })) {
        throw new ApiError(422, 'PASSWORD_USED_RECENTLY', 'You used this password recently. Please choose another one.', {
          errors: [{ field: 'new_password', message: 'was used recently' }],
        });
      }
    }

    const hash = await this.passwords.hash(input.newPassword, { lane: 'trusted' });
    const now = this.clock.now();
    await withTransaction(this.pool, async (client) => {
      const current = await findPasswordHash(client, member.id, { forUpdate: true });
      // Another change won the race since the checks: this one was made against a password that is no longer current.
      if (current !== stored)
        throw ApiError.conflict('PASSWORD_CHANGED_MEANWHILE', 'Your password was changed meanwhile. Please try again.');
      await replacePassword(client, { memberId: member.id, replaced: stored, hash, at: now });
      // Whoever else is signed in with the old password is signed out; the sign-in that changed it goes on.
      await revokeMemberSignInSessions(client, {
        memberId: member.id,
        keep: session.loginAs ? null : session.signInSessionId,
        reason: 'password_changed',
        now,
      });
    });
    return { code: 'success', password_changed_at: now.toISOString() };
  }
}
