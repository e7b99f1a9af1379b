import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

function leaves(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`)));
}

/** Every message key of both catalogues, and each plural key without its suffix (what i18next shows when missing). */
const KEYS = new Set(
  ['ui/i18n/locales/en-CA.json', 'ui/i18n/locales/fr-CA.json']
    .flatMap((file) => leaves(JSON.parse(readFileSync(file, 'utf8')) as MessageTree))
    .flatMap((key) => [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]),
);

/**
 * The message keys the page shows raw, in its text or in the labels and hints assistive technology reads: a text
 * whose messages were not downloaded (i18next shows the key itself). Empty when every text is there.
 */
export async function rawMessageKeys(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    ),
    document.title,
  ]);
  const words = texts.flatMap((text) => text.match(/[A-Za-z][\w-]*(?:\.[\w-]+)+/g) ?? []);
  return [...new Set(words.filter((word) => KEYS.has(word)))];
}
