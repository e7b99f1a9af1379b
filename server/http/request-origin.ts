import type { FastifyRequest } from 'fastify';

/** A host name or address with an optional port; anything else in a Host header is ignored. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The scheme and host the client used ("https://rewards.example"), to make
 * absolute links to this server's own non-store pages. X-Forwarded-* count
 * only with TRUST_PROXY. An empty string (links stay root-relative) when the
 * host is missing or malformed. API answers are `no-store`, so a forged Host
 * header only ever reaches the client that sent it.
 */
export function originOf(request: FastifyRequest): string {
  const host = request.host;
  if (!host || !HOST.test(host)) return '';
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}
