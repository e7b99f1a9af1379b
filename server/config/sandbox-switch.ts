import { findEveryExternalUrl } from '../content/content-repository';
import type { Queryable } from '../database/queryable';
import { findProgrammeIds } from '../account/member-repository';
import { EXTERNAL_URL_KEYS, externalUrlVariable, SANDBOX_EXTERNAL_URLS, type ExternalUrlKey } from '../content/external-urls';
import { ConfigError } from './server-config';

/** A path of this server's sandbox (`/sandbox`, `/sandbox/…`, `/sandbox?…`). */
export function pointsAtSandbox(url: string | null | undefined): boolean {
  return typeof url === 'string' && /^\/sandbox(?:[/?#]|$)/i.test(url.trim());
}

/** What a deployment gives the server in place of the sandbox's stand-ins. */
export interface SandboxReplacements {
  externalUrlOverrides: Partial<Record<ExternalUrlKey, string>>;
  adminConsoleUrl: string | null | undefined;
  travelPartnerUrl: string | null | undefined;
  vacationSiteUrl: string | null | undefined;
  /** Whether a payment processor, mail transport and address verifier were given (buildApp's config). */
  paymentProcessor: boolean;
  mailTransport: boolean;
  addressVerifier: boolean;
}

/** A programme's stored external address (content_external_url). */
export interface StoredExternalUrl {
  programmeId: number;
  key: string;
  urlEn: string;
  urlFr: string | null;
}

/**
 * The settings that would still send members, staff, mail or money to the
 * sandbox once it is switched off, named as an operator sets them: an
 * external address with no override whose stored value (or, for a programme
 * without one, the default) is a sandbox page; the support console, travel
 * partner and vacation site left at their sandbox defaults; and the sandbox
 * payment processor, mail transport and address verifier, which must not act
 * as real ones.
 */
export function settingsStillOnSandbox(
  replacements: SandboxReplacements,
  stored: readonly StoredExternalUrl[],
  programmeIds: readonly number[],
): string[] {
  const missing: string[] = [];
  for (const key of EXTERNAL_URL_KEYS) {
    if (replacements.externalUrlOverrides[key]) continue;
    const rows = stored.filter((row) => row.key === key);
    const storedOnSandbox = rows.some((row) => pointsAtSandbox(row.urlEn) || pointsAtSandbox(row.urlFr));
    const defaultOnSandbox = pointsAtSandbox(SANDBOX_EXTERNAL_URLS[key].en) || pointsAtSandbox(SANDBOX_EXTERNAL_URLS[key].fr);
    const someProgrammeUsesDefault = programmeIds.some((id) => !rows.some((row) => row.programmeId === id));
    if (storedOnSandbox || (defaultOnSandbox && someProgrammeUsesDefault)) missing.push(externalUrlVariable(key));
  }
  if (!replacements.adminConsoleUrl || pointsAtSandbox(replacements.adminConsoleUrl)) missing.push('ADMIN_CONSOLE_URL');
  if (!replacements.travelPartnerUrl || pointsAtSandbox(replacements.travelPartnerUrl)) missing.push('TRAVEL_PARTNER_URL');
  if (!replacements.vacationSiteUrl || pointsAtSandbox(replacements.vacationSiteUrl)) missing.push('VACATION_SITE_URL');
  if (!replacements.paymentProcessor) missing.push('paymentProcessor');
  if (!replacements.mailTransport) missing.push('mailTransport');
  if (!replacements.addressVerifier) missing.push('addressVerifier');
  return missing;
}

/**
 * With the sandbox off, refuses to start while any setting still points at it
 * (its pages no longer exist, and its processor would approve test cards as
 * real payments), naming each one.
 */
export async function assertNothingOnSandbox(db: Queryable, replacements: SandboxReplacements): Promise<void> {
  const [stored, programmeIds] = await Promise.all([findEveryExternalUrl(db), findProgrammeIds(db)]);
  const missing = settingsStillOnSandbox(replacements, stored, programmeIds);
  if (missing.length > 0) {
    throw new ConfigError(
      `SANDBOX is off, but these still point at the sandbox: ${missing.join(', ')}. Set each to the bank's own ` +
        '(the EXTERNAL_*_URL, ADMIN_CONSOLE_URL, TRAVEL_PARTNER_URL and VACATION_SITE_URL variables; the adapters are ' +
        "buildApp's config, see server/README.md), or turn the sandbox on (SANDBOX=on) for a demo.",
    );
  }
}
