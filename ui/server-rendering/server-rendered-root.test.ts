import { describe, expect, it } from 'vitest';
import {
  applyServerStyleAttributes,
  isHydrationError,
  RENDERED_MEMBER_ATTRIBUTE,
  renderedOnServerFor,
  rootAttributes,
  SERVER_RENDERED_ATTRIBUTE,
  shouldHydrate,
} from './server-rendered-root';

describe('the page the server rendered, as the browser takes it over', () => {
  it('reads who the server rendered the page for, and nothing from a page rendered without all its data', () => {
    const root = document.createElement('div');
    expect(renderedOnServerFor(root)).toBeNull();
    root.setAttribute(SERVER_RENDERED_ATTRIBUTE, 'guest');
    expect(renderedOnServerFor(root)).toEqual({ who: 'guest' });
    root.setAttribute(SERVER_RENDERED_ATTRIBUTE, 'guest-partial');
    expect(renderedOnServerFor(root)).toBeNull();
    root.setAttribute(SERVER_RENDERED_ATTRIBUTE, 'member');
    root.setAttribute(RENDERED_MEMBER_ATTRIBUTE, '17');
    expect(renderedOnServerFor(root)).toEqual({ who: 'member', memberId: 17, loggedInAs: false });
    root.setAttribute(SERVER_RENDERED_ATTRIBUTE, 'login-as');
    expect(renderedOnServerFor(root)).toEqual({ who: 'member', memberId: 17, loggedInAs: true });
    for (const partial of ['member-partial', 'login-as-partial', 'admin']) {
      root.setAttribute(SERVER_RENDERED_ATTRIBUTE, partial);
      expect(renderedOnServerFor(root), partial).toBeNull();
    }
    root.setAttribute(SERVER_RENDERED_ATTRIBUTE, 'member');
    for (const id of ['', '0', '-2', '1.5', 'x']) {
      root.setAttribute(RENDERED_MEMBER_ATTRIBUTE, id);
      expect(renderedOnServerFor(root), id).toBeNull();
    }
    root.removeAttribute(RENDERED_MEMBER_ATTRIBUTE);
    expect(renderedOnServerFor(root)).toBeNull();
  });

  it('marks the root with whom it was rendered for, and whether whole', () => {
    const member = { memberId: 5, loggedInAs: false };
    const admin = { memberId: 5, loggedInAs: true };
    expect(rootAttributes({ memberId: null, loggedInAs: false, complete: true })).toBe('data-server-rendered="guest"');
    expect(rootAttributes({ memberId: null, loggedInAs: false, complete: false })).toBe('data-server-rendered="guest-partial"');
    expect(rootAttributes({ ...member, complete: true })).toBe('data-server-rendered="member" data-member-id="5"');
    expect(rootAttributes({ ...member, complete: false })).toBe('data-server-rendered="member-partial" data-member-id="5"');
    expect(rootAttributes({ ...admin, complete: true })).toBe('data-server-rendered="login-as" data-member-id="5"');
    expect(rootAttributes({ ...admin, complete: false })).toBe('data-server-rendered="login-as-partial" data-member-id="5"');
    for (const viewer of [member, admin]) {
      const root = document.createElement('div');
      root.innerHTML = `<div ${rootAttributes({ ...viewer, complete: true })}></div>`;
      expect(renderedOnServerFor(root.firstElementChild!)).toEqual({ who: 'member', ...viewer });
    }
  });

  it('hydrates a visitor’s page only in a browser without a session', () => {
    const guest = { who: 'guest' } as const;
    expect(shouldHydrate(guest, { memberId: null, loggedInAs: false, languageCheckedFor: null })).toBe(true);
    expect(shouldHydrate(guest, { memberId: 3, loggedInAs: false, languageCheckedFor: 3 })).toBe(false);
    expect(shouldHydrate(null, { memberId: null, loggedInAs: false, languageCheckedFor: null })).toBe(false);
    expect(shouldHydrate(null, { memberId: 3, loggedInAs: false, languageCheckedFor: 3 })).toBe(false);
  });

  it('hydrates a member’s page only in a browser holding that member’s own session, their language applied', () => {
    const member = { who: 'member', memberId: 3, loggedInAs: false } as const;
    expect(shouldHydrate(member, { memberId: 3, loggedInAs: false, languageCheckedFor: 3 })).toBe(true);
    // Signed out or timed out meanwhile, another member, an admin's log-in-as session, the language not yet applied.
    expect(shouldHydrate(member, { memberId: null, loggedInAs: false, languageCheckedFor: 3 })).toBe(false);
    expect(shouldHydrate(member, { memberId: 4, loggedInAs: false, languageCheckedFor: 4 })).toBe(false);
    expect(shouldHydrate(member, { memberId: 3, loggedInAs: true, languageCheckedFor: 3 })).toBe(false);
    expect(shouldHydrate(member, { memberId: 3, loggedInAs: false, languageCheckedFor: null })).toBe(false);
    expect(shouldHydrate(member, { memberId: 3, loggedInAs: false, languageCheckedFor: 4 })).toBe(false);
  });

  it('hydrates an admin’s log-in-as page only in a browser holding that log-in-as session of the same member', () => {
    const loginAs = { who: 'member', memberId: 3, loggedInAs: true } as const;
    expect(shouldHydrate(loginAs, { memberId: 3, loggedInAs: true, languageCheckedFor: 3 })).toBe(true);
    // The member's own session (no banner, their own access), another member, the language not yet applied.
    expect(shouldHydrate(loginAs, { memberId: 3, loggedInAs: false, languageCheckedFor: 3 })).toBe(false);
    expect(shouldHydrate(loginAs, { memberId: 4, loggedInAs: true, languageCheckedFor: 4 })).toBe(false);
    expect(shouldHydrate(loginAs, { memberId: 3, loggedInAs: true, languageCheckedFor: null })).toBe(false);
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
