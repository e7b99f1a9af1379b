import type { ContactDetailsChange } from '@domain/account/contact-details';
import type { GatewayFailure } from './gateway-failure';
import type { MemberProfile } from './profile-gateway';

/** The profile after the change, or why not: `not-editable` when spec §6 sends the member elsewhere (online banking, support). */
export type ContactDetailsResult =
  { readonly ok: true; readonly profile: MemberProfile } | GatewayFailure<{ readonly reason: 'not-editable' }>;

/**
 * Changes the member's email and phone in the programme profile (PUT
 * /member/profile). The change never carries the confirm-email field. Never
 * throws for HTTP or network failures.
 */
export interface ContactDetailsGateway {
  update(change: ContactDetailsChange): Promise<ContactDetailsResult>;
}
