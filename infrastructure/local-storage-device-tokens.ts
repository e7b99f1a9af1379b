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

export const DEVICE_TOKENS_STORAGE_KEY = 'rewards.deviceTokens';
/** A shared computer keeps the tokens of a few members at most; the oldest goes first. */
const MAX_REMEMBERED = 5;

/** The user name as the API counts it: trimmed, any case. */
const keyOf = (username: string) => username.trim().toLowerCase();

/** DeviceTokens in localStorage; an unreadable entry reads as none, a refused write is forgotten. */
export class LocalStorageDeviceTokens implements DeviceTokens {
  constructor(private readonly storage: Storage) {}

  get(username: string): string | null {
    return this.read().find(([name]) => name === keyOf(username))?.[1] ?? null;
  }

  set(username: string, token: string): void {
    const others = this.read().filter(([name]) => name !== keyOf(username));
    try {
      this.storage.setItem(DEVICE_TOKENS_STORAGE_KEY, JSON.stringify([[keyOf(username), token], ...others].slice(0, MAX_REMEMBERED)));
    } catch {
      // Storage refused: the next sign-in counts with everyone else's.
    }
  }

  private read(): [string, string][] {
    try {
      const value: unknown = JSON.parse(this.storage.getItem(DEVICE_TOKENS_STORAGE_KEY) ?? '[]');
      if (!Array.isArray(value)) return [];
      return value.filter(
        (entry): entry is [string, string] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
      );
    } catch {
      return [];
    }
  }
}
