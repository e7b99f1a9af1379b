import { describe, expect, it } from 'vitest';
import { takeInlineGuestContent } from './inline-guest-content';

/** A page holding (or not) the server's content block, counting how often it was looked up and removed. */
function pageWith(text: string | null) {
  const page = { lookups: 0, removed: 0 };
  const element = text === null ? null : { textContent: text, remove: () => (page.removed += 1) };
  const document = {
    getElementById: (id: string) => {
      page.lookups += 1;
      return id === 'guest-content' && page.removed === 0 ? element : null;
    },
  } as unknown as Document;
  return { page, document };
}

const block = { program: 'demo', locale: 'fr-CA', config: { data: { broadcasts: [] } }, navigation: { data: [] } };

describe('takeInlineGuestContent', () => {
  it('reads the block the server put in the page and removes it, so a second read finds nothing', () => {
    const { page, document } = pageWith(JSON.stringify(block));
    expect(takeInlineGuestContent(document)).toEqual(block);
    expect(page.removed).toBe(1);
    expect(takeInlineGuestContent(document)).toBeNull();
  });

  it('reads the HTML escapes the server writes back to the same text', () => {
    const title = '</script> & <!-- \u2028';
    const escaped = JSON.stringify({ ...block, navigation: { data: [{ title }] } })
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026');
    expect(takeInlineGuestContent(pageWith(escaped).document)?.navigation.data[0]?.title).toBe(title);
  });

  it('is null without a block, with one that does not parse or has the wrong shape (removed all the same)', () => {
    expect(takeInlineGuestContent(pageWith(null).document)).toBeNull();
    for (const text of ['{not json', '', JSON.stringify({ ...block, locale: 'de-DE' }), JSON.stringify({ ...block, navigation: {} })]) {
      const { page, document } = pageWith(text);
      expect(takeInlineGuestContent(document), text).toBeNull();
      expect(page.removed, text).toBe(1);
    }
  });

  it('is null where there is no document', () => {
    expect(takeInlineGuestContent(undefined)).toBeNull();
  });
});
