import { describe, expect, it } from 'vitest';
import { applyServerStyleAttributes, isHydrationError, renderedOnServerFor, SERVER_RENDERED_ATTRIBUTE } from './server-rendered-root';

describe('the page the server rendered, as the browser takes it over', () => {
  it('hydrates only a visitor’s page that was rendered whole', () => {
    const root = document.createElement('div');
    expect(renderedOnServerFor(root)).toBeNull();
    root.setAttribute(SERVER_RENDERED_ATTRIBUTE, 'guest');
    expect(renderedOnServerFor(root)).toBe('guest');
    root.setAttribute(SERVER_RENDERED_ATTRIBUTE, 'guest-partial');
    expect(renderedOnServerFor(root)).toBeNull();
  });

  it('applies through the CSSOM the style attributes a browser without attribute hashes blocked, and leaves applied ones alone', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p style="color: red"></p><span></span>';
    const paragraph = root.querySelector('p')!;
    // As a browser that blocked the attribute sees it: declared, not applied.
    paragraph.style.cssText = '';
    paragraph.setAttribute('style', 'color: red');
    Object.defineProperty(paragraph.style, 'cssText', { configurable: true, get: () => '', set: (value: string) => (applied.push(value)) });
    const applied: string[] = [];
    applyServerStyleAttributes(root);
    expect(applied).toEqual(['color: red']);
  });

  it('tells React’s hydration failures from its other recoverable errors', () => {
    for (const code of [418, 419, 421, 422, 423, 425]) {
      expect(isHydrationError(new Error(`Minified React error #${code}; visit https://react.dev/errors/${code}`)), String(code)).toBe(true);
    }
    expect(isHydrationError(new Error("Hydration failed because the server rendered HTML didn't match the client."))).toBe(true);
    expect(isHydrationError(new Error('Minified React error #520; visit https://react.dev/errors/520'))).toBe(false);
    expect(isHydrationError(new Error('Minified React error #4189'))).toBe(false);
    expect(isHydrationError('Rendering failed')).toBe(false);
  });
});
