import { DEVICE_TOKENS_FORMAT } from './storage-slots';
import { WebStorageSlot } from './web-storage-slot';

/**
 * The device tokens this browser got from sign-ins with a password, by
 * user name (the API counts such a device's sign-in attempts apart from
 * everyone else's, so repeated failures elsewhere cannot lock its member
 * out of it). Kept like a cookie: only the HTTP adapter reads and writes it.
 */
export interface DeviceTokens {
  get(username: string): string | null;
  set(username: string, token: string): void;
}

/** No device is remembered (tests, contract suites). */
export const NO_DEVICE_TOKENS: DeviceTokens = { get: () => null, set: () => undefined };

/** A shared computer keeps the tokens of a few members at most; the oldest goes first. */
const MAX_REMEMBERED = 5;

/** The user name as the API counts it: trimmed, any case. */
const keyOf = (username: string) => username.trim().toLowerCase();

/** DeviceTokens in localStorage; an unreadable entry reads as none, a refused write is forgotten. */
export class LocalStorageDeviceTokens implements DeviceTokens {
  private readonly slot: WebStorageSlot<readonly (readonly [string, string])[]>;

  constructor(storage: Storage) {
    this.slot = new WebStorageSlot(storage, DEVICE_TOKENS_FORMAT);
  }

  get(username: string): string | null {
    return this.read().find(([name]) => name === keyOf(username))?.[1] ?? null;
  }

  set(username: string, token: string): void {
    const others = this.read().filter(([name]) => name !== keyOf(username));
    this.slot.write([[keyOf(username), token] as const, ...others].slice(0, MAX_REMEMBERED));
  }

  private read(): readonly (readonly [string, string])[] {
    return this.slot.read() ?? [];
  }
}
