import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { MESSAGE_PARTS, messagesOfPart, type MessagePart, type MessageTree } from '../ui/i18n/message-parts.ts';

/** `…/locales/en-CA.json?part=core`: the query names the part of the catalogue to build into its own chunk. */
const PART_REQUEST = /^(?<file>[^?]+\.json)\?part=(?<part>[\w-]+)$/;

const isPart = (name: string): name is MessagePart => (MESSAGE_PARTS as readonly string[]).includes(name);

/**
 * Cuts a language's message catalogue into its parts (ui/i18n/message-parts.ts)
 * when it is imported with `?part=<part>`: the module is the JSON of that
 * part's keys alone. The translators keep one file per language; the build, the
 * dev server and the tests all load the same parts.
 */
export function messageParts(): Plugin {
  return {
    name: 'message-parts',
    enforce: 'pre',
    // Each part's chunk says its part ("en-CA-checkout-….js"), not only its language's file.
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            chunkFileNames: (chunk) => {
              const part = PART_REQUEST.exec(chunk.facadeModuleId ?? '')?.groups?.part;
              return part === undefined ? 'assets/[name]-[hash].js' : `assets/[name]-${part}-[hash].js`;
            },
          },
        },
      },
    }),
    async load(id) {
      const request = PART_REQUEST.exec(id)?.groups;
      if (!request) return null;
      const { file, part } = request as { file: string; part: string };
      if (!isPart(part)) this.error(`${id}: no message part is named "${part}" (ui/i18n/message-parts.ts)`);
      this.addWatchFile(file);
      const catalogue = JSON.parse(await readFile(file, 'utf8')) as MessageTree;
      // A module of its own (Vite's JSON plugin leaves ids with a query alone): the JSON is a valid object literal.
      return { code: `export default ${JSON.stringify(messagesOfPart(catalogue, part))};\n`, moduleType: 'js' };
    },
  };
}
