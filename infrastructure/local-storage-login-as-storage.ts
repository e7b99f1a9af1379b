import type { LoginAsState, LoginAsStorage } from '@application/ports/login-as-storage';

export const LOGIN_AS_STORAGE_KEY = 'rewards.loginAs';

/** LoginAsStorage in localStorage, next to the session it belongs to. Unreadable entries read as none. */
export class LocalStorageLoginAsStorage implements LoginAsStorage {
  constructor(private readonly storage: Storage) {}

  load(): LoginAsState | null {
    try {
      const raw = this.storage.getItem(LOGIN_AS_STORAGE_KEY);
      if (raw === null) return null;
      const value: unknown = JSON.parse(raw);
      if (typeof value !== 'object' || value === null) return null;
      const { loginAsToken, adminId, logoutUrl } = value as Record<string, unknown>;
      if (typeof loginAsToken !== 'string' || loginAsToken === '') return null;
      return {
        loginAsToken,
        adminId: typeof adminId === 'number' && Number.isSafeInteger(adminId) && adminId > 0 ? adminId : null,
        logoutUrl: typeof logoutUrl === 'string' && logoutUrl !== '' ? logoutUrl : null,
      };
    } catch {
      return null;
    }
  }

  save(state: LoginAsState): void {
    try {
      this.storage.setItem(LOGIN_AS_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage refused: the details last as long as the page.
    }
  }

  clear(): void {
    try {
      this.storage.removeItem(LOGIN_AS_STORAGE_KEY);
    } catch {
      // Nothing can be left behind in a storage that cannot be used.
    }
  }
}
