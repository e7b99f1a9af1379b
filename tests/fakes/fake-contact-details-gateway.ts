import type { ContactDetailsGateway, ContactDetailsResult, ResendEmailLinkResult } from '@application/ports/contact-details-gateway';
import type { CommonFailure } from '@application/ports/gateway-failure';
import type { MemberProfile } from '@application/ports/profile-gateway';
import { contactDetailsChannel, type ContactDetailsChange } from '@rewards-storefront/domain/account/contact-details';
import { failed } from './failures';
import { aProfile } from './fake-profile-gateway';

/**
 * The profile's contact details in memory, like the programme API: changed
 * only for a member who edits them here (spec §6, the domain's rule on the
 * profile's account type and tiers), else `not-editable`. A new email
 * waits as pending (the address on file cancels it). Records every change
 * and every link sent again; `failure` makes every call fail.
 */
export class FakeContactDetailsGateway implements ContactDetailsGateway {
  readonly changes: ContactDetailsChange[] = [];
  resentLinks = 0;
  failure: CommonFailure | null = null;

  constructor(public profile: MemberProfile = aProfile({ accountCategory: 'nga' })) {}

  async update(change: ContactDetailsChange): Promise<ContactDetailsResult> {
    this.changes.push(change);
    if (this.failure) return failed(this.failure);
    const channel = contactDetailsChannel({
      accountCategory: this.profile.accountCategory,
      tiers: this.profile.tiers.map((tier) => tier.code),
    });
    if (channel !== 'programme-profile') return failed({ reason: 'not-editable' as const });
    const pendingEmail = change.email.toLowerCase() === this.profile.email.toLowerCase() ? null : change.email;
    this.profile = { ...this.profile, pendingEmail, phone: change.phone };
    return { ok: true, profile: this.profile };
  }

  async resendEmailLink(): Promise<ResendEmailLinkResult> {
    if (this.failure) return failed(this.failure);
    if (this.profile.pendingEmail === null) return failed({ reason: 'nothing-pending' as const });
    this.resentLinks += 1;
    return { ok: true };
  }
}
