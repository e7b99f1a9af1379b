import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: one-time links, single sign-on, login-as, partner session handoffs. */
const SECRET_PARAMETER = /token|password|secret|code|signature|key|jwt|session/i;
/** Single sign-on puts its token in the path: /sso/<token>, /fr/sso/<token>. */
const SECRET_PATH = /^((?:\/fr)?\/sso\/)[^/?#]+/i;

export const REDACTED = '[redacted]';

/**
 * A request URL as it may be written to a log: credentials in the query or
 * the single sign-on path are replaced, everything else kept so a support
 * engineer can still see what was asked for. Logs are read by more people,
 * and kept longer, than the tokens are valid.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator === -1 ? pair : pair.slice(0, separator);
      return separator !== -1 && SECRET_PARAMETER.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Fastify's request log line without credentials. Headers (Authorization,
 * cookies) are never logged; the URL is redacted.
 */
export function requestLogSerializer(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
