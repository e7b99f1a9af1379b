import type { LoginAsState, LoginAsStorage } from '@application/ports/login-as-storage';

/** A LoginAsStorage held in memory. */
export class InMemoryLoginAsStorage implements LoginAsStorage {
  constructor(public stored: LoginAsState | null = null) {}

  load(): LoginAsState | null {
    return this.stored;
  }

  save(state: LoginAsState): void {
    this.stored = state;
  }

  clear(): void {
    this.stored = null;
  }
}
