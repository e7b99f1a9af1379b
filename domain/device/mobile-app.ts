/**
 * Whether the store runs inside one of the bank's mobile apps (spec §1, §2:
 * app mode hides header and footer): the user agent contains one of the
 * configured app markers, compared exactly (user-agent tokens are
 * case-sensitive). Blank markers are ignored, so a misconfigured empty entry
 * does not put every browser in app mode.
 *
 * Always holds: false when `appUserAgents` is empty.
 */
export function isMobileApp(userAgent: string, appUserAgents: readonly string[]): boolean {
  return appUserAgents.some((marker) => marker.trim() !== '' && userAgent.includes(marker));
}
