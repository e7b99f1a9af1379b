import type { SessionScopedState } from './end-session';

/**
 * The state that goes when the session ends, gathered as it is made: the
 * session's own stores at start, and those of capabilities whose code comes
 * later with their routes (the order history and detail), which could not be
 * named up front without loading them.
 */
export class SessionScope implements Iterable<SessionScopedState> {
  private readonly states: SessionScopedState[];

  constructor(initial: readonly SessionScopedState[] = []) {
    this.states = [...initial];
  }

  /** Adds `state` to what the session's end clears, and returns it. */
  hold<T extends SessionScopedState>(state: T): T {
    this.states.push(state);
    return state;
  }

  [Symbol.iterator](): Iterator<SessionScopedState> {
    return this.states[Symbol.iterator]();
  }
}
