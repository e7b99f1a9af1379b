import { createHash, randomBytes } from 'node:crypto';

/**
 * The Content-Security-Policy of the pages this server renders. Scripts run
 * only from this origin, and inline ones only with the response's nonce;
 * styles come from this origin or carry the nonce (Mantine's theme variables
 * are a <style> element it adds at run time) or match a listed hash (the
 * sandbox pages' one inline stylesheet). Nothing may be framed by another site,
 * plugins never run, <base> cannot redirect relative URLs, and forms post only
 * here or to the configured partner sites.
 */
export interface PagePolicy {
  /** A fresh value per response (see newCspNonce); absent for pages without scripts. */
  nonce?: string;
  /** Hashes (`sha256-…`) of inline <style> blocks the page is allowed. */
  styleHashes?: readonly string[];
  /** Origins other than this one that forms may post to (a travel or banking partner). */
  formOrigins?: readonly string[];
  /**
   * Hashes of the `style` attributes a page rendered on the server carries
   * (Mantine writes its components' variables there): those and no other
   * style attribute apply before the page's script runs.
   */
  styleAttributeHashes?: readonly string[];
}

export function pageContentSecurityPolicy(policy: PagePolicy): string {
  const nonce = policy.nonce ? [`'nonce-${policy.nonce}'`] : [];
  const hashes = (policy.styleHashes ?? []).map((hash) => `'${hash}'`);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...nonce]],
    ['style-src', ["'self'", ...nonce, ...hashes]],
    // Only the exact attributes this response's own rendering wrote ('unsafe-hashes' is what lets a hash name an attribute).
    ...((policy.styleAttributeHashes ?? []).length > 0
      ? ([['style-src-attr', ["'unsafe-hashes'", ...(policy.styleAttributeHashes ?? []).map((hash) => `'${hash}'`)]]] as Array<[string, string[]]>)
      : []),
    // Product images and icons are served here; Mantine draws a few controls with data: SVGs.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", ...(policy.formOrigins ?? [])]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** API answers are data, never a document: nothing may load from them or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const NONCE_BYTES = 16;
/** Random bytes drawn at once for this many nonces: one call to the system's generator, not one per page. */
const NONCES_PER_DRAW = 256;
let drawn = Buffer.alloc(0);
let used = 0;

/** 128 random bits, as CSP Level 3 asks of a nonce: from the system's secure generator, each byte used once. */
export function newCspNonce(): string {
  if (used + NONCE_BYTES > drawn.length) {
    drawn = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    used = 0;
  }
  const nonce = drawn.toString('base64', used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

/** The CSP source expression (without quotes) allowing exactly this inline text. */
export function inlineHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The origins of the absolute http(s) addresses among `urls`; paths of this site need no entry. */
export function originsOf(urls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A malformed address is refused by the configuration; nothing to allow for it.
    }
  }
  return [...origins];
}
