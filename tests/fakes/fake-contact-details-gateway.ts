import type { ContactDetailsGateway, ContactDetailsResult } from '@application/ports/contact-details-gateway';
import type { CommonFailure } from '@application/ports/gateway-failure';
import type { MemberProfile } from '@application/ports/profile-gateway';
import { contactDetailsChannel, type ContactDetailsChange } from '@domain/account/contact-details';
import { failed } from './failures';
import { aProfile } from './fake-profile-gateway';

/**
 * The profile's contact details in memory, like the programme API: changed
 * only for a member who edits them here (spec §6, the domain's rule on the
 * profile's account type and tiers), else `not-editable`. Records every
 * change; `failure` makes every call fail.
 */
export class FakeContactDetailsGateway implements ContactDetailsGateway {
  readonly changes: ContactDetailsChange[] = [];
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
    this.profile = { ...this.profile, email: change.email, phone: change.phone };
    return { ok: true, profile: this.profile };
  }
}
