/**
 * Remembers which broadcast messages the visitor dismissed (spec §2: broadcast
 * messages are dismissible), for the browser session only: a message comes
 * back in a new session, in case it still matters.
 *
 * Contract: `load` returns the slugs last saved, without duplicates, or an
 * empty list when nothing readable is stored; never throws (storage may be
 * unavailable).
 */
export interface DismissedBroadcasts {
  load(): readonly string[];
  save(slugs: readonly string[]): void;
}
