import type { SessionStorage } from '@application/ports/session-storage';
import type { Session } from '@application/session/session';

export const SESSION_STORAGE_KEY = 'rewards.session';

interface StoredSession {
  token: string;
  memberId: number;
  issuedAt: string;
  expiresAt: string;
  isSso: boolean;
}

/**
 * SessionStorage in the browser's localStorage, so a session survives a reload
 * and is shared by the store's tabs. Unreadable or partial entries read as no
 * session; a storage that refuses writes (private mode, quota) is ignored, and
 * the session then lasts as long as the page.
 */
export class LocalStorageSessionStorage implements SessionStorage {
  constructor(private readonly storage: Storage) {}

  load(): Session | null {
    try {
      const raw = this.storage.getItem(SESSION_STORAGE_KEY);
      return raw === null ? null : parse(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  save(session: Session): void {
    const stored: StoredSession = {
      token: session.token,
      memberId: session.memberId,
      issuedAt: session.issuedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      isSso: session.isSso,
    };
    try {
      this.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // Storage refused: the session still works for this page.
    }
  }

  clear(): void {
    try {
      this.storage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Nothing stored can be left behind if the storage cannot be used.
    }
  }
}

function parse(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<StoredSession>;
  const issuedAt = new Date(stored.issuedAt ?? '');
  const expiresAt = new Date(stored.expiresAt ?? '');
  if (
    typeof stored.token !== 'string' ||
    stored.token === '' ||
    typeof stored.memberId !== 'number' ||
    Number.isNaN(issuedAt.getTime()) ||
    Number.isNaN(expiresAt.getTime())
  ) {
    return null;
  }
  return { token: stored.token, memberId: stored.memberId, issuedAt, expiresAt, isSso: stored.isSso === true };
}
