/**
 * One value the browser keeps for the application between page loads (the
 * session, the chosen card, a deep link, …): none until written, and none
 * again once cleared. Never throws: a value that cannot be read is none, a
 * write the browser refuses lasts as long as the page.
 */
export interface StorageSlot<T> {
  read(): T | null;
  write(value: T): void;
  clear(): void;
}
