import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PrecompressedPage } from './precompressed-page';

const PLACEHOLDER = '__CSP_NONCE__';

describe('a page gzipped once, with each response’s nonce stamped into the compressed bytes', () => {
  const page =
    `<!doctype html><html lang="fr-CA"><head><script nonce="${PLACEHOLDER}">go()</script></head>` +
    `<body><style nonce="${PLACEHOLDER}">b{}</style><p>Café, 25\u00a0000\u00a0pts 🎁</p>${'<li>un produit</li>'.repeat(2_000)}` +
    `<script type="application/json" nonce="${PLACEHOLDER}">{"a":1}</script></body></html>`;

  it('decompresses, for every nonce, to the page with that nonce in each of its places', () => {
    const kept = new PrecompressedPage(page, PLACEHOLDER);
    for (const nonce of ['q0G2rB0jKxQvPZ3a1m9c8w==', 'AAAA', 'x'.repeat(40)]) {
      expect(zlib.gunzipSync(kept.gzipWith(nonce)).toString('utf8')).toBe(page.replaceAll(PLACEHOLDER, nonce));
      expect(kept.bytesWith(nonce).toString('utf8')).toBe(page.replaceAll(PLACEHOLDER, nonce));
    }
  });

  it('is compressed: the stamped page is a small part of the page', () => {
    const gzipped = new PrecompressedPage(page, PLACEHOLDER).gzipWith('q0G2rB0jKxQvPZ3a1m9c8w==');
    expect(gzipped.length).toBeLessThan(Buffer.byteLength(page) / 20);
  });

  it('holds placeholders at the very start and end, side by side, or none at all, and stamps of any length', () => {
    for (const text of [`${PLACEHOLDER}a${PLACEHOLDER}${PLACEHOLDER}b${PLACEHOLDER}`, 'no placeholder', '', PLACEHOLDER]) {
      const kept = new PrecompressedPage(text, PLACEHOLDER);
      for (const stamp of ['', 'n', 'é'.repeat(40_000)]) {
        expect(zlib.gunzipSync(kept.gzipWith(stamp)).toString('utf8')).toBe(text.replaceAll(PLACEHOLDER, stamp));
        expect(kept.bytesWith(stamp).toString('utf8')).toBe(text.replaceAll(PLACEHOLDER, stamp));
      }
    }
  });
});
