import type { MemberProfile, ProfileGateway, ProfileResult } from '@application/ports/profile-gateway';

export function aProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: 1,
    adminId: null,
    adminAccessLevel: null,
    firstName: 'Alex',
    lastName: 'Martin',
    email: 'alex.martin@example.com',
    phone: null,
    preferredLanguage: 'en-CA',
    hasMarketingEnabled: false,
    tiers: [],
    accountCategory: 'personal',
    ...overrides,
  };
}

/** A ProfileGateway answering one profile, or a scripted failure. */
export class FakeProfileGateway implements ProfileGateway {
  calls = 0;

  constructor(public result: ProfileResult = { ok: true, profile: aProfile() }) {}

  async loadProfile(): Promise<ProfileResult> {
    this.calls += 1;
    return this.result;
  }
}
