/**
 * The build (vite.config.ts, `html.cspNonce`) stamps this on every tag it
 * writes into index.html and on a `<meta property="csp-nonce">`; the server
 * swaps in a fresh nonce per response.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
