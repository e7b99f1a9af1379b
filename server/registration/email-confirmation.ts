import { issueOneTimeToken } from '../auth/one-time-token-repository';
import type { Queryable } from '../database/queryable';
import { enqueueMail } from '../mail/mail-outbox-repository';
import { renderEmailVerification } from './identity-emails';
import type { CardholderRow, RegistrationRow } from './registration-repository';
import { storeLink } from './store-link';

/** A new confirmation token and its email, in the member's language, in the caller's transaction. */
export async function sendEmailConfirmation(
  db: Queryable,
  registration: Pick<RegistrationRow, 'programmeId'>,
  member: Pick<CardholderRow, 'id' | 'firstName' | 'preferredLanguage'> & { email: string },
  origin: string,
  now: Date,
): Promise<void> {
  const token = await issueOneTimeToken(db, { memberId: member.id, purpose: 'email_verification', now });
  const link = storeLink(origin, member.preferredLanguage, `/register/verify?token=${encodeURIComponent(token)}`);
  const email = renderEmailVerification({ locale: member.preferredLanguage, firstName: member.firstName, link });
  await enqueueMail(db, {
    programmeId: registration.programmeId,
    memberId: member.id,
    kind: 'email_verification',
    locale: member.preferredLanguage,
    to: member.email,
    ...email,
    orderId: null,
  });
}
