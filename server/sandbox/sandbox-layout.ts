import { formatDateTime } from '@rewards-storefront/domain/format/format-date';
import type { FastifyReply } from 'fastify';
import { inlineHash } from '../http/content-security-policy';
import { escapeXml as escapeHtml } from '../media/svg-text';

export { escapeHtml };

export type SandboxLanguage = 'en' | 'fr';

/** `?lang=fr` (or fr-CA) is French; anything else English. */
export function languageOf(value: unknown): SandboxLanguage {
  return value === 'fr' || value === 'fr-CA' ? 'fr' : 'en';
}

export function htmlLangOf(lang: SandboxLanguage): 'en-CA' | 'fr-CA' {
  return lang === 'fr' ? 'fr-CA' : 'en-CA';
}

/**
 * A date and time as the sandbox pages show it: the bank's time zone, in the
 * page's language; French as the OQLF writes it ("26 novembre 2026 à 14 h 30 min 05 s").
 */
export function formatSandboxTime(date: Date, lang: SandboxLanguage): string {
  if (lang === 'fr') return formatDateTime(date, 'fr-CA', 'America/Toronto');
  return new Intl.DateTimeFormat('en-CA', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'America/Toronto',
  }).format(date);
}

/** A sandbox path in a language: French adds `lang=fr` to the query. */
export function sandboxHref(path: string, lang: SandboxLanguage, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (lang === 'fr') params.set('lang', 'fr');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function sendSandboxPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Security-Policy', SANDBOX_PAGE_CSP)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

const STYLE = `
  :root { color-scheme: light; font-family: Inter, "Helvetica Neue", Arial, sans-serif; }
  body { margin: 0; background: #f3f5f8; color: #1b1f24; line-height: 1.5; }
  .skip { position: absolute; left: -999px; top: 0; background: #fff; color: #133c8f; padding: .5rem 1rem; }
  .skip:focus { left: 1rem; }
  header { background: #133c8f; color: #fff; display: flex; justify-content: space-between; align-items: center; gap: 1rem; padding: 1rem 1.5rem; flex-wrap: wrap; }
  header p { margin: 0; font-weight: 700; font-size: 1.25rem; }
  header a { color: #fff; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  main.wide { max-width: 60rem; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.2rem; margin-top: 2rem; }
  .note { color: #4d6474; font-size: .95rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #4d6474; border-radius: 4px; }
  input:focus, button:focus, a:focus { outline: 3px solid #f2b705; outline-offset: 2px; }
  button, .button { display: inline-block; margin-top: 1.5rem; padding: .75rem 1rem; font-size: 1rem; font-weight: 600; color: #fff; background: #133c8f; border: 0; border-radius: 4px; cursor: pointer; text-decoration: none; }
  form.stacked button { width: 100%; }
  .secondary { color: #133c8f; background: #fff; border: 2px solid #133c8f; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; }
  .actions .button { margin-top: .5rem; }
  .error { color: #8c1d18; background: #fdecea; border-left: 4px solid #b3261e; padding: .75rem; margin: 1rem 0; }
  pre.message { white-space: pre-wrap; font-family: inherit; }
  .status { color: #0f5132; background: #e8f5ee; border-left: 4px solid #198754; padding: .75rem; margin: 0 0 1.5rem; }
  table { width: 100%; border-collapse: collapse; margin-top: 1rem; }
  caption { text-align: left; font-weight: 700; font-size: 1.1rem; margin-bottom: .5rem; }
  th, td { text-align: left; padding: .6rem .5rem; border-bottom: 1px solid #d5dce1; vertical-align: middle; }
  td form button { margin-top: 0; padding: .5rem .75rem; font-size: .95rem; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  footer { max-width: 60rem; margin: 0 auto 2rem; padding: 0 1.5rem; color: #4d6474; font-size: .9rem; text-align: center; }
  footer a { color: #133c8f; }
`;

/**
 * The pages are self-contained: one inline stylesheet allowed by its hash
 * (no 'unsafe-inline', so an injected style attribute or <style> does nothing),
 * no scripts at all, forms post only to this site.
 */
const SANDBOX_PAGE_CSP = `default-src 'none'; img-src 'self' data:; style-src '${inlineHash(STYLE)}'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'; object-src 'none'`;

export interface SandboxDocument {
  lang: SandboxLanguage;
  title: string;
  brand: string;
  /** The same page in the other language. */
  otherLanguageHref: string;
  /** The inside of <main>, already escaped. */
  main: string;
  wide?: boolean;
  /** Optional footer content, already escaped. */
  footer?: string;
}

/** The common, accessible frame of every sandbox page: language, skip link, landmarks. */
export function sandboxDocument(page: SandboxDocument): string {
  const other: SandboxLanguage = page.lang === 'fr' ? 'en' : 'fr';
  const skip = page.lang === 'fr' ? 'Passer au contenu' : 'Skip to content';
  return `<!doctype html>
<html lang="${htmlLangOf(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#content">${skip}</a>
<header>
  <p>${escapeHtml(page.brand)}</p>
  <a href="${escapeHtml(page.otherLanguageHref)}" lang="${htmlLangOf(other)}">${other === 'fr' ? 'Français' : 'English'}</a>
</header>
<main id="content"${page.wide ? ' class="wide"' : ''}>
${page.main}
</main>
${page.footer ? `<footer>${page.footer}</footer>\n` : ''}</body>
</html>
`;
}
