import { oneTimeTokenState } from '@rewards-storefront/domain/auth/one-time-token';
import { DEFAULT_LOCALE, type Locale } from '@rewards-storefront/domain/locale/locale';
import type { Pool } from 'pg';
import {
  endOneTimeTokens,
  findOneTimeToken,
  findPendingEmail,
  issueOneTimeToken,
  markOneTimeTokenUsed,
} from '../auth/one-time-token-repository';
import type { Clock } from '../clock';
import { withTransaction } from '../database/create-pool';
import type { Queryable } from '../database/queryable';
import { ApiError } from '../http/api-error';
import type { MailDispatcher } from '../mail/mail-dispatcher';
import { enqueueMail } from '../mail/mail-outbox-repository';
import { renderEmailChangeNotice, renderEmailChangeVerification } from '../registration/identity-emails';
import { tokenInvalid } from '../registration/identity-refusals';
import { storeLink } from '../registration/store-link';
import { recordConfirmedEmail, type MemberRow } from './member-repository';

/** A link to `newEmail` (ending every earlier one) with its email, in the caller's transaction. */
async function sendChangeLink(
  db: Queryable,
  member: Pick<MemberRow, 'id' | 'programmeId' | 'firstName' | 'preferredLanguage'>,
  newEmail: string,
  origin: string,
  now: Date,
): Promise<void> {
  const token = await issueOneTimeToken(db, { memberId: member.id, purpose: 'email_change', now, newEmail });
  const link = storeLink(origin, member.preferredLanguage, `/register/verify?token=${encodeURIComponent(token)}`);
  await enqueueMail(db, {
    programmeId: member.programmeId,
    memberId: member.id,
    kind: 'email_change_verification',
    locale: member.preferredLanguage,
    to: newEmail,
    ...renderEmailChangeVerification({ locale: member.preferredLanguage, firstName: member.firstName, link }),
    orderId: null,
  });
}

/**
 * A change of a member's email (issue 21 item 15, spec §7
 * sendVerificationEmail): the new address takes effect only once the link
 * sent to it is followed, so a typo or someone else's session cannot
 * redirect the member's mail.
 *
 * Always holds: until then the email on file is unchanged and the profile
 * names the pending address; the link works once and for 24 hours
 * (domain/auth/one-time-token.ts); only its digest is stored; a newer
 * change or a resent link ends the older links; the address on file is
 * told of the request.
 */
export class EmailChanges {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly mail: Pick<MailDispatcher, 'kick'>,
  ) {}

  /**
   * Asks for `newEmail` in the caller's transaction (the profile change).
   * The address already on file cancels a pending change instead.
   */
  async request(db: Queryable, member: MemberRow, newEmail: string, origin: string): Promise<void> {
    const now = this.clock.now();
    await endOneTimeTokens(db, { memberId: member.id, purpose: 'email_change', now });
    if (member.email !== null && member.email.toLowerCase() === newEmail.toLowerCase()) return;
    await sendChangeLink(db, member, newEmail, origin, now);
    if (member.email) {
      await enqueueMail(db, {
        programmeId: member.programmeId,
        memberId: member.id,
        kind: 'email_change_notice',
        locale: member.preferredLanguage,
        to: member.email,
        ...renderEmailChangeNotice({ locale: member.preferredLanguage, firstName: member.firstName, newEmail }),
        orderId: null,
      });
    }
  }

  /** Wakes the mail dispatcher once the caller's transaction committed. */
  sent(): void {
    this.mail.kick();
  }

  /** GET /member/sendVerificationEmail: a new link to the pending address (the older one stops working). */
  async resend(member: MemberRow, origin: string): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      const now = this.clock.now();
      const pending = await findPendingEmail(client, member.id, now);
      if (pending === null) {
        throw ApiError.conflict('NO_PENDING_EMAIL_CHANGE', 'There is no email change waiting for its confirmation.');
      }
      await sendChangeLink(client, member, pending, origin, now);
    });
    this.mail.kick();
  }

  /**
   * Follows the link: the new address replaces the old one. Null when the
   * token is not an email-change token at all (the caller tries the other
   * kinds); 422 TOKEN_INVALID for a used or expired one.
   */
  async confirm(token: string, locale: Locale = DEFAULT_LOCALE): Promise<{ email: string } | null> {
    const now = this.clock.now();
    const outcome = await withTransaction(this.pool, async (client) => {
      const row = await findOneTimeToken(client, token, 'email_change', { forUpdate: true });
      if (!row) return null;
      if (oneTimeTokenState(row, now) !== 'valid') return 'invalid' as const;
      const email = row.newEmail;
      if (email === null) return 'invalid' as const;
      await markOneTimeTokenUsed(client, row.id, now);
      await recordConfirmedEmail(client, { memberId: row.memberId, email, now });
      return { email };
    });
    if (outcome === 'invalid') throw tokenInvalid(locale);
    return outcome;
  }
}
