import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { GuestContentCache } from '../content/guest-content-cache';

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

/** `promise`, or a rejection once `ms` have passed without it settling. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Where the page keeps guest content between requests, and what tells how long it holds. */
export interface GuestContentMemory {
  readonly cache: GuestContentCache;
  /** The content's version now (migration 0027): one read of one row. */
  readonly version: () => Promise<number>;
  /** The next moment the programme's content changes by itself (a broadcast starting or ending), or null. */
  readonly nextChange: (programSlug: string, now: Date) => Promise<Date | null>;
  readonly now: () => Date;
}

/** The block's JSON: kept in `memory` for its content version, else asked of the API (and kept). */
async function contentJson(
  app: FastifyInstance,
  request: FastifyRequest,
  { programSlug, locale, memory }: { programSlug: string; locale: Locale; memory: GuestContentMemory | undefined },
): Promise<string> {
  const base = `/api/v1/guest/program/${encodeURIComponent(programSlug)}/cms`;
  const query = `locale=${encodeURIComponent(locale)}`;
  const now = memory?.now() ?? new Date();
  const key = cacheKey(request, programSlug, locale);
  const version = memory ? await memory.version() : 0;
  const kept = memory?.cache.get(key, version, now.getTime());
  if (kept !== undefined) return kept;
  const [config, navigation, nextChange] = await Promise.all([
    guestAnswer(app, `${base}/config?${query}`, request),
    guestAnswer(app, `${base}/menu/navigation?${query}`, request),
    memory?.nextChange(programSlug, now) ?? null,
  ]);
  const json = escapeJsonForHtml(JSON.stringify({ program: programSlug, locale, config, navigation }));
  memory?.cache.set(key, version, json, now.getTime(), nextChange?.getTime() ?? Number.POSITIVE_INFINITY);
  return json;
}

/** What the content depends on: the programme, the language and the host the client used. */
function cacheKey(request: FastifyRequest, programSlug: string, locale: Locale): string {
  return JSON.stringify([programSlug, locale, ...FORWARDED_HEADERS.map((name) => request.headers[name] ?? null)]);
}

/**
 * The <script type="application/json"> block holding the guest content
 * configuration and navigation menu of `programSlug` in `locale`, exactly as
 * the programme API answers them (asked through the API itself, so its
 * validation and mapping apply). Empty when either call fails or is slow.
 * With `memory`, the block's content is kept for the next guest of the
 * same programme, language and host until it changes.
 */
export async function inlineGuestContent(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { programSlug: string; locale: Locale; nonce: string; timeoutMs?: number; memory?: GuestContentMemory },
): Promise<string> {
  const { programSlug, locale, nonce, memory } = options;
  try {
    const json = await withTimeout(contentJson(app, request, { programSlug, locale, memory }), options.timeoutMs ?? GUEST_CONTENT_TIMEOUT_MS);
    return `<script type="application/json" id="${GUEST_CONTENT_ELEMENT_ID}" nonce="${nonce}">${json}</script>`;
  } catch (error) {
    request.log.warn({ err: error }, 'guest content left out of the page');
    return '';
  }
}
