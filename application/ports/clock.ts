/** The current time, injected so that rules about time stay testable. */
export interface Clock {
  now(): Date;
}
