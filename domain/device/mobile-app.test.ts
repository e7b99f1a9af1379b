import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMobileApp } from './mobile-app.ts';

const appAgents = ['DemoBankMobile/', 'DemoBankBusinessMobile/'];
const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('isMobileApp', () => {
  it('recognises both configured apps anywhere in the user agent', () => {
    expect(isMobileApp(`${safari} DemoBankMobile/4.2`, appAgents)).toBe(true);
    expect(isMobileApp(`DemoBankBusinessMobile/1.0 ${safari}`, appAgents)).toBe(true);
  });

  it('does not take an ordinary mobile browser for the app', () => {
    expect(isMobileApp(safari, appAgents)).toBe(false);
  });

  it('compares letter case exactly, as user-agent tokens are case-sensitive', () => {
    expect(isMobileApp(`${safari} demobankmobile/4.2`, appAgents)).toBe(false);
  });

  it('ignores blank markers, which would otherwise match every browser', () => {
    expect(isMobileApp(safari, ['', ' ', '  '])).toBe(false);
    expect(isMobileApp(`${safari} DemoBankMobile/4.2`, ['', 'DemoBankMobile/'])).toBe(true);
  });

  it('is never app mode without configured apps', () => {
    fc.assert(
      fc.property(fc.string(), (userAgent) => {
        expect(isMobileApp(userAgent, [])).toBe(false);
      }),
    );
  });

  it('is app mode whenever a configured marker is in the user agent', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...appAgents), fc.string(), (before, marker, after) => {
        expect(isMobileApp(`${before}${marker}${after}`, appAgents)).toBe(true);
      }),
    );
  });
});
