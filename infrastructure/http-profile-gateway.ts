import type { MemberProfile, PreferencesChange, ProfileGateway, ProfileResult } from '@application/ports/profile-gateway';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';

/** ProfileGateway over GET and PUT /member/profile. */
export class HttpProfileGateway implements ProfileGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  loadProfile(): Promise<ProfileResult> {
    return callApi(
      () => this.client.GET('/member/profile'),
      (data) => ({ ok: true, profile: toProfile(data.data) }),
    );
  }

  updatePreferences(change: PreferencesChange): Promise<ProfileResult> {
    return callApi(
      () =>
        this.client.PUT('/member/profile', {
          body: {
            ...(change.hasMarketingEnabled !== undefined ? { has_marketing_enabled: change.hasMarketingEnabled } : {}),
            ...(change.hasPayBackReminders !== undefined ? { has_pay_back_reminders: change.hasPayBackReminders } : {}),
            ...(change.preferredLanguage !== undefined ? { preferredLanguage: change.preferredLanguage } : {}),
          },
        }),
      (data) => ({ ok: true, profile: toProfile(data.data) }),
    );
  }
}

export function toProfile(api: Api.Profile): MemberProfile {
  return {
    id: api.id,
    adminId: api.admin_id ?? null,
    adminAccessLevel: api.admin_access_level ?? null,
    firstName: api.first_name,
    lastName: api.last_name,
    email: api.email,
    pendingEmail: api.pending_email ?? null,
    phone: api.phone ?? null,
    preferredLanguage: api.preferredLanguage,
    hasMarketingEnabled: api.has_marketing_enabled,
    hasPayBackReminders: api.has_pay_back_reminders,
    tiers: api.tiers.map((tier) => ({ code: tier.code, name: { 'en-CA': tier.name['en-CA'], 'fr-CA': tier.name['fr-CA'] } })),
    accountCategory: api.account_type,
  };
}
