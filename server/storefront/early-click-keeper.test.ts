// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CLICK_GLOBAL, serverRenderedHtml } from './page-html';

const INDEX_HTML =
  '<!doctype html><html lang="en-CA"><head>' +
  '<script type="module" crossorigin src="/assets/index-e1.js" nonce="__CSP_NONCE__"></script>' +
  '</head><body><div id="root"></div></body></html>';

const ROOT =
  '<div id="root" data-server-rendered="guest"><button type="button" id="menu">Shop</button>' +
  '<span role="button" id="chip"><b id="inside">Brand</b></span><a href="#top" id="link">Top</a>' +
  '<form><button type="submit" id="send">Send</button></form></div>';

/** Puts a server-rendered page's body in this document and runs its inline script, as the browser would. */
function loadPage(): void {
  const html = serverRenderedHtml(INDEX_HTML, { nonce: 'n0nce', locale: 'en-CA', rendered: { root: ROOT, data: '' }, preloads: { modules: [], styles: [] } });
  const body = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
  document.body.innerHTML = `${body.replace(/<script[\s\S]*<\/script>/, '')}<button type="button" id="outside">Elsewhere</button>`;
  const script = /<script nonce="n0nce">([^<]*)<\/script>/.exec(body)![1]!;
  new Function(script)();
}

const keeper = () => (globalThis as unknown as Record<string, { taken: boolean; last: Element | null }>)[EARLY_CLICK_GLOBAL]!;

/** Clicks the element `id`; answers whether the page kept the click from doing what it does. */
function click(id: string): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('a click on one of the page’s buttons before its code has run is kept for the code to answer', () => {
  afterEach(() => {
    // The page's listener stays on the document: mark it taken so it keeps nothing in the next case.
    keeper().taken = true;
    document.body.replaceChildren();
  });

  it('keeps the last button clicked inside the page, and the click does nothing yet', () => {
    loadPage();
    expect(click('menu')).toBe(true);
    expect(keeper().last).toBe(document.getElementById('menu'));
    // A click inside an element that acts as a button keeps that element.
    expect(click('inside')).toBe(true);
    expect(keeper().last).toBe(document.getElementById('chip'));
  });

  it('leaves links, forms and anything outside the page to the browser', () => {
    loadPage();
    expect(click('link')).toBe(false);
    expect(click('send')).toBe(false);
    expect(click('outside')).toBe(false);
    expect(keeper().last).toBeNull();
  });

  it('keeps nothing once the page’s code has taken it', () => {
    loadPage();
    keeper().taken = true;
    expect(click('menu')).toBe(false);
    expect(keeper().last).toBeNull();
  });
});
