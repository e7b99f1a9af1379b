import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure } from '../ports/gateway-failure';
import type { PreferencesChange, ProfileGateway } from '../ports/profile-gateway';
import type { ProfileStore } from './profile-store';

export type UpdatePreferencesFailure =
  /** An admin logged in as the member with read access only (spec §6); the server refused. */
  | 'read-only'
  | 'unauthenticated'
  | 'unavailable';

export type UpdatePreferencesResult = { readonly ok: true } | { readonly ok: false; readonly reason: UpdatePreferencesFailure };

/**
 * The member changes their preferences: marketing emails, preferred
 * language (spec §2 /account, §7 PUT /member/profile).
 *
 * Always holds: the profile shown is the one the API answered, so it never
 * shows a change the API refused; a read-only admin's attempt fails with
 * 'read-only' (the server enforces it; the UI says so).
 */
export class UpdatePreferences {
  constructor(
    private readonly gateway: ProfileGateway,
    private readonly profiles: ProfileStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(change: PreferencesChange): Promise<UpdatePreferencesResult> {
    const result = await this.gateway.updatePreferences(change);
    if (result.ok) {
      this.profiles.loadFinished(result.profile);
      return { ok: true };
    }
    if (result.reason === 'read-only') return { ok: false, reason: 'read-only' };
    // A refused session is handled for every call alike (HandleSessionEvents ends it).
    if (isSessionFailure(result)) return { ok: false, reason: 'unauthenticated' };
    this.errors.report('preferences update', result);
    return { ok: false, reason: 'unavailable' };
  }
}
