/**
 * The loading bar's timing (spec §4, §9): it runs for up to `durationMs`
 * while a route or its parameters change, starts only if loading lasts
 * `throttleMs`, hides `hideAfterMs` after finishing, and data loads wait at
 * least `minimumFetchDelayMs` so the bar does not flicker.
 */
export const LOADING_BAR = {
  durationMs: 5000,
  throttleMs: 200,
  hideAfterMs: 500,
  minimumFetchDelayMs: 200,
} as const;
