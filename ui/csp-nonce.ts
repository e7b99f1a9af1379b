/**
 * The nonce the server gave this page for its Content-Security-Policy, read
 * from the `<meta property="csp-nonce">` Vite writes into index.html. The
 * <style> elements added at run time must carry it; without it the policy,
 * which has no 'unsafe-inline', drops them.
 * Browsers hide a nonce from getAttribute once the page is parsed, so the
 * property is read first.
 */
export function pageCspNonce(document: Document): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
