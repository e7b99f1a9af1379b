/** Where services read the time: the system clock in production, a hand-moved one in tests. */
export interface Clock {
  now(): Date;
}
