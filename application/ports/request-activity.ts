/**
 * Told when a call to the programme API starts and ends, so the loading bar
 * can finish when the page's data has loaded (spec §4 Loading).
 *
 * Contract for reporters: every `started` is followed by exactly one
 * `finished`, whether the call succeeded, failed or threw.
 */
export interface RequestActivity {
  started(): void;
  finished(): void;
}
