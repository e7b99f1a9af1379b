import type { ContactDetailsChange } from '@rewards-storefront/domain/account/contact-details';
import type { GatewayFailure } from './gateway-failure';
import type { MemberProfile } from './profile-gateway';

/** The profile after the change, or why not: `not-editable` when spec §6 sends the member elsewhere (online banking, support). */
export type ContactDetailsResult =
  { readonly ok: true; readonly profile: MemberProfile } | GatewayFailure<{ readonly reason: 'not-editable' }>;

/** The link to the pending new email was sent again, or why not: `nothing-pending` when no change waits for it. */
export type ResendEmailLinkResult = { readonly ok: true } | GatewayFailure<{ readonly reason: 'nothing-pending' }>;

/**
 * Changes the member's email and phone in the programme profile (PUT
 * /member/profile). The change never carries the confirm-email field. A new
 * email is not the member's yet: the profile answered names it as pending
 * until the link sent to it is followed. Never throws for HTTP or network
 * failures.
 */
export interface ContactDetailsGateway {
  update(change: ContactDetailsChange): Promise<ContactDetailsResult>;
  /** GET /member/sendVerificationEmail: the pending email's link again (the earlier one stops working). */
  resendEmailLink(): Promise<ResendEmailLinkResult>;
}
