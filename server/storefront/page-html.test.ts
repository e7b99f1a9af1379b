import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serverRenderedHtml } from './page-html';

const INDEX_HTML =
  '<!doctype html><html lang="en-CA"><head>' +
  '<script type="module" crossorigin src="/assets/index-e1.js" nonce="__CSP_NONCE__"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-s1.js" nonce="__CSP_NONCE__">' +
  '</head><body><div id="root"></div></body></html>';

/** The inline script that starts the page's code, from a server-rendered page. */
function scriptStarter(): string {
  const html = serverRenderedHtml(INDEX_HTML, {
    nonce: 'n0nce',
    locale: 'en-CA',
    rendered: { root: '<div id="root" data-server-rendered="guest"><h1>Shop</h1></div>', data: '' },
    preloads: { modules: ['/assets/shop-page-p1.js'], styles: [] },
  });
  return /<script nonce="n0nce">([^<]*)<\/script><\/body>/.exec(html)![1]!;
}

interface Browser {
  /** The elements the script put in <head>: what each one asks the browser to download. */
  readonly head: string[];
  /** Reports the page's first contentful paint to the script's observer, as Chromium does. */
  paintWithContent(): void;
  /** Paints a frame. */
  frame(): void;
  /** Runs the tasks queued so far, the timeout's only once `fallback` is true. */
  runTasks(fallback?: boolean): void;
}

/** Runs the starter in a stand-in browser: with or without Chromium's paint timing. */
function browser({ paintTiming }: { paintTiming: boolean }): Browser {
  const head: string[] = [];
  const tasks: Array<{ run: () => void; delay: number }> = [];
  const frames: Array<() => void> = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const element = () => ({ rel: '', type: '', href: '', src: '', crossOrigin: null as string | null });
  const document = {
    addEventListener: () => undefined,
    createElement: element,
    createDocumentFragment: () => {
      const children: Array<ReturnType<typeof element>> = [];
      return { children, appendChild: (child: ReturnType<typeof element>) => children.push(child) };
    },
    head: {
      appendChild: (fragment: { children: Array<ReturnType<typeof element>> }) =>
        head.push(...fragment.children.map((child) => (child.rel === 'modulepreload' ? `preload ${child.href}` : `script ${child.src}`))),
    },
  };
  class PaintObserver {
    static readonly supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe(options: { type: string; buffered: boolean }): void {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }
  const window = paintTiming ? { PerformanceObserver: PaintObserver } : {};
  runInNewContext(scriptStarter(), {
    document,
    window,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, delay: number) => tasks.push({ run, delay }),
  });
  return {
    head,
    paintWithContent: () => {
      observer!({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
      observer!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    },
    frame: () => frames.splice(0).forEach((callback) => callback()),
    runTasks: (fallback = false) => tasks.splice(0).forEach((task) => (task.delay === 0 || fallback ? task.run() : tasks.push(task))),
  };
}

describe("a server-rendered page's code starts once its first screen has painted", () => {
  it('waits for the first paint with content, then starts the entry and the preloads in the next task', () => {
    const page = browser({ paintTiming: true });
    page.frame();
    page.runTasks();
    expect(page.head).toEqual([]);
    page.paintWithContent();
    expect(page.head).toEqual([]);
    page.runTasks();
    expect(page.head).toEqual(['preload /assets/shared-s1.js', 'preload /assets/shop-page-p1.js', 'script /assets/index-e1.js']);
  });

  it('without paint timing, starts after the first frame', () => {
    const page = browser({ paintTiming: false });
    page.runTasks();
    expect(page.head).toEqual([]);
    page.frame();
    page.runTasks();
    expect(page.head).toContain('script /assets/index-e1.js');
  });

  it('a page that paints nothing (a background tab) starts on the timeout, and the code starts once only', () => {
    const page = browser({ paintTiming: true });
    page.runTasks(true);
    expect(page.head).toHaveLength(3);
    page.paintWithContent();
    page.runTasks(true);
    expect(page.head).toHaveLength(3);
  });
});
