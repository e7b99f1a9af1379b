import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@rewards-storefront/domain/locale/locale';

/** The id the storefront looks the block up by (infrastructure/inline-guest-content.ts). */
export const GUEST_CONTENT_ELEMENT_ID = 'guest-content';

/** Past this the page is sent without the content: the storefront then asks for it itself, as before. */
export const GUEST_CONTENT_TIMEOUT_MS = 300;

/**
 * Makes JSON safe inside a <script> element: a CMS text holding
 * "</script>" or "<!--" cannot end or change the element, and U+2028/2029
 * cannot break older parsers. The escapes are JSON's own, so the value parses the same.
 */
export function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Headers of the page request the content depends on: its footer links are absolute to the host the client used. */
const FORWARDED_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;

async function guestAnswer(app: FastifyInstance, url: string, request: FastifyRequest): Promise<unknown> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return response.json();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The <script type="application/json"> block holding the guest content
 * configuration and navigation menu of `programSlug` in `locale`, exactly as
 * the programme API answers them (asked through the API itself, so its
 * validation and mapping apply). Empty when either call fails or is slow.
 */
export async function inlineGuestContent(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { programSlug: string; locale: Locale; nonce: string; timeoutMs?: number },
): Promise<string> {
  const { programSlug, locale, nonce } = options;
  const base = `/api/v1/guest/program/${encodeURIComponent(programSlug)}/cms`;
  const query = `locale=${encodeURIComponent(locale)}`;
  try {
    const [config, navigation] = await withTimeout(
      Promise.all([guestAnswer(app, `${base}/config?${query}`, request), guestAnswer(app, `${base}/menu/navigation?${query}`, request)]),
      options.timeoutMs ?? GUEST_CONTENT_TIMEOUT_MS,
    );
    const json = escapeJsonForHtml(JSON.stringify({ program: programSlug, locale, config, navigation }));
    return `<script type="application/json" id="${GUEST_CONTENT_ELEMENT_ID}" nonce="${nonce}">${json}</script>`;
  } catch (error) {
    request.log.warn({ err: error }, 'guest content left out of the page');
    return '';
  }
}
