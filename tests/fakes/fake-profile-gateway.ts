import type { CommonFailure } from '@application/ports/gateway-failure';
import type { MemberProfile, PreferencesChange, ProfileGateway, ProfileResult } from '@application/ports/profile-gateway';
import { failed } from './failures';

export function aProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: 1,
    adminId: null,
    adminAccessLevel: null,
    firstName: 'Alex',
    lastName: 'Martin',
    email: 'alex.martin@example.com',
    pendingEmail: null,
    phone: null,
    preferredLanguage: 'en-CA',
    hasMarketingEnabled: false,
    hasPayBackReminders: false,
    tiers: [],
    accountCategory: 'personal',
    ...overrides,
  };
}

/** A ProfileGateway answering one profile, or a scripted failure. Preference changes apply to that profile. */
export class FakeProfileGateway implements ProfileGateway {
  calls = 0;
  readonly changes: PreferencesChange[] = [];
  /** When set, preference changes fail with it (e.g. read-only). */
  updateFailure: CommonFailure | null = null;

  constructor(public result: ProfileResult = { ok: true, profile: aProfile() }) {}

  async loadProfile(): Promise<ProfileResult> {
    this.calls += 1;
    return this.result;
  }

  async updatePreferences(change: PreferencesChange): Promise<ProfileResult> {
    this.changes.push(change);
    if (this.updateFailure) return failed(this.updateFailure);
    if (this.result.ok) this.result = { ok: true, profile: { ...this.result.profile, ...change } };
    return this.result;
  }
}
