import type { StorageSlot } from './storage-slot';

/**
 * What an admin logged in as a member needs to return to the admin console
 * (spec §4: the stored login-as token, admin id and logout URL).
 */
export interface LoginAsState {
  readonly loginAsToken: string;
  /** From the login-as answer; null when it names none (the profile's admin id is used then). */
  readonly adminId: number | null;
  /** Where the console asked to be sent back to (the `logout_url` of the link); null when it gave none. */
  readonly logoutUrl: string | null;
}

/**
 * Keeps the login-as state across page loads, alongside the session.
 *
 * Contract: `read` returns what the last `write` stored, or null after
 * `clear`, when nothing was stored or the value is unreadable. Never throws.
 */
export type LoginAsStorage = StorageSlot<LoginAsState>;
