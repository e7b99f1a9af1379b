import type { SessionStorage } from '@application/ports/session-storage';
import type { Session } from '@application/session/session';

/** A SessionStorage held in memory, as a page reload would find it. */
export class InMemorySessionStorage implements SessionStorage {
  constructor(public stored: Session | null = null) {}

  load(): Session | null {
    return this.stored;
  }

  save(session: Session): void {
    this.stored = session;
  }

  clear(): void {
    this.stored = null;
  }
}
