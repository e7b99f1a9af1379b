import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text. Images in the build are SVG; fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt)$/;
/** Below this, the encoding's headers cost more than they save (the server's own threshold too). */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every text file
 * of the build, which the server keeps in memory and sends as they are
 * (server/storefront/built-files.ts). Compressing once at build time affords the strongest
 * settings: on-the-fly brotli runs at quality 5 to spare the server's CPU,
 * and the first page's JavaScript is what a phone on a slow network waits for.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName) || fileName.endsWith('.html')) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
