/**
 * One failure the storefront reports to the programme API (spec §8: failures
 * the member is not shown are "reported to an error reporter"). Text only:
 * which call failed (`context`), the application's reason and the detail as
 * received, the page's route and the release that ran it.
 */
export interface ClientErrorReport {
  readonly context: string;
  readonly reason: string;
  readonly detail: string;
  readonly route: string;
  readonly release: string;
}

/**
 * The longest each field may be, in characters, and the most reports one
 * post carries: the browser cuts to these before posting, and the API
 * refuses longer ones (400), so an error storm or a huge stack cannot fill
 * the server's log.
 */
export const CLIENT_ERROR_REPORT_CAPS = {
  context: 200,
  reason: 100,
  detail: 2000,
  route: 500,
  release: 100,
  reportsPerPost: 20,
} as const;

/** What replaces a credential, an email address or a long number. */
export const REDACTED = '[redacted]';
export const EMAIL_REDACTED = '[email]';
export const NUMBER_REDACTED = '[number]';

/** Query parameters that carry a credential (the server's request log redacts the same names). */
const SECRET_PARAMETER = /token|password|secret|code|signature|key|jwt|session/i;
/** `name=value` after `?`, `&` or `;` in a URL or query string. */
const QUERY_PARAMETER = /([?&;])([^=&#\s?]+)=([^&#\s]*)/g;
/** Single sign-on carries its token in the path: /sso/<token>. */
const SSO_PATH = /(\/sso\/)[^/?#\s]+/gi;
/** An Authorization header's value as an error message may quote it. */
const BEARER = /(\bBearer\s+)[A-Za-z0-9._~+/=-]+/gi;
/** A JSON Web Token anywhere: three base64url parts, the first a JSON object ("eyJ"). */
const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/**
 * Nine digits or more, a single space or dash allowed between them: card
 * numbers (13 to 19), account and phone numbers, social insurance numbers.
 * A date (8 digits), a status or a line and column of a stack stay.
 */
const LONG_NUMBER = /\d(?:[ -]?\d){8,}/g;

/**
 * `text` without credentials or personal data: the values of query
 * parameters named like a credential, a single sign-on path's token, bearer
 * tokens and JSON Web Tokens become {@link REDACTED}, email addresses
 * {@link EMAIL_REDACTED}, runs of nine digits or more {@link NUMBER_REDACTED}.
 * Credentials go first, so a token's own digits are not left half-replaced.
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(QUERY_PARAMETER, (whole, separator: string, name: string) =>
      SECRET_PARAMETER.test(name) ? `${separator}${name}=${REDACTED}` : whole,
    )
    .replace(SSO_PATH, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(EMAIL, EMAIL_REDACTED)
    .replace(LONG_NUMBER, NUMBER_REDACTED);
}

/** `text` cut to `max` characters, its last one an ellipsis when it was longer. */
export function capLength(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * A report as it may leave the browser and be written to a log: every field
 * scrubbed of personal data ({@link scrubPersonalData}), then cut to its cap
 * ({@link CLIENT_ERROR_REPORT_CAPS}).
 */
export function scrubbedReport(report: ClientErrorReport): ClientErrorReport {
  const clean = (text: string, max: number) => capLength(scrubPersonalData(text), max);
  return {
    context: clean(report.context, CLIENT_ERROR_REPORT_CAPS.context),
    reason: clean(report.reason, CLIENT_ERROR_REPORT_CAPS.reason),
    detail: clean(report.detail, CLIENT_ERROR_REPORT_CAPS.detail),
    route: clean(report.route, CLIENT_ERROR_REPORT_CAPS.route),
    release: clean(report.release, CLIENT_ERROR_REPORT_CAPS.release),
  };
}
