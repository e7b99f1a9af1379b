import { describe, expect, it } from 'vitest';
import { aProfile } from '../../tests/fakes/fake-profile-gateway';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { ApplyPreferredLanguage } from './apply-preferred-language';

function setUp() {
  const graph = buildSessionGraph();
  return { ...graph, apply: new ApplyPreferredLanguage(graph.sessions, graph.profiles, graph.languageCheck) };
}

describe('ApplyPreferredLanguage (spec §4)', () => {
  it("switches to the profile's preferred language once the profile has loaded", () => {
    const { apply, profiles } = setUp();
    expect(apply.execute({ currentLocale: 'en-CA', pathname: '/shop' })).toBeNull();
    profiles.loadFinished(aProfile({ preferredLanguage: 'fr-CA' }));
    expect(apply.execute({ currentLocale: 'en-CA', pathname: '/shop' })).toBe('fr-CA');
  });

  it('switches only once, so a member who changes language by hand keeps it', () => {
    const { apply, profiles, languageCheck } = setUp();
    profiles.loadFinished(aProfile({ preferredLanguage: 'fr-CA' }));
    apply.execute({ currentLocale: 'en-CA', pathname: '/shop' });
    expect(languageCheck.stored).toBe(1);
    expect(apply.execute({ currentLocale: 'en-CA', pathname: '/shop' })).toBeNull();
  });

  it('a language the member picks before the profile arrives wins over the preferred one', () => {
    const { apply, profiles } = setUp();
    apply.languageChosen();
    profiles.loadFinished(aProfile({ preferredLanguage: 'fr-CA' }));
    expect(apply.execute({ currentLocale: 'en-CA', pathname: '/shop' })).toBeNull();
  });

  it('says for whom the language is settled, so the browser hydrates a member’s server-rendered page only then', () => {
    const { apply, profiles } = setUp();
    expect(apply.settledFor()).toBeNull();
    profiles.loadFinished(aProfile({ preferredLanguage: 'fr-CA' }));
    apply.execute({ currentLocale: 'en-CA', pathname: '/shop' });
    expect(apply.settledFor()).toBe(1);
  });

  it('records the check even when the page is already in the preferred language', () => {
    const { apply, profiles, languageCheck } = setUp();
    profiles.loadFinished(aProfile({ preferredLanguage: 'fr-CA' }));
    expect(apply.execute({ currentLocale: 'fr-CA', pathname: '/fr/shop' })).toBeNull();
    expect(languageCheck.stored).toBe(1);
  });

  it('checks again for the next member signing in on this browser', () => {
    const { apply, profiles, languageCheck } = setUp();
    languageCheck.write(99);
    profiles.loadFinished(aProfile({ preferredLanguage: 'fr-CA' }));
    expect(apply.execute({ currentLocale: 'en-CA', pathname: '/shop' })).toBe('fr-CA');
  });

  it.each(['/login', '/fr/sso/one-time', '/login-as'])('waits while the member is still on the sign-in page %s', (pathname) => {
    const { apply, profiles, languageCheck } = setUp();
    profiles.loadFinished(aProfile({ preferredLanguage: 'fr-CA' }));
    expect(apply.execute({ currentLocale: 'en-CA', pathname })).toBeNull();
    expect(languageCheck.stored).toBeNull();
  });

  it('checks again after the member signed out and in', async () => {
    const { apply, profiles, signOut, languageCheck } = setUp();
    profiles.loadFinished(aProfile({ preferredLanguage: 'fr-CA' }));
    apply.execute({ currentLocale: 'en-CA', pathname: '/shop' });
    await signOut.execute();
    expect(languageCheck.stored).toBeNull();
  });

  it('lands in the preferred language the sign-in answer named, and the profile does not switch again', () => {
    const { apply, profiles, languageCheck } = setUp();
    expect(apply.atSignIn({ preferred: 'fr-CA', currentLocale: 'en-CA' })).toBe('fr-CA');
    expect(languageCheck.stored).toBe(1);
    profiles.loadFinished(aProfile({ preferredLanguage: 'fr-CA' }));
    expect(apply.execute({ currentLocale: 'fr-CA', pathname: '/fr/shop' })).toBeNull();
  });

  it('stays in the page’s language when the sign-in answer names none, leaving the check to the profile', () => {
    const { apply, languageCheck } = setUp();
    expect(apply.atSignIn({ preferred: undefined, currentLocale: 'fr-CA' })).toBe('fr-CA');
    expect(languageCheck.stored).toBeNull();
  });

  it('does not override a language already settled for this member', () => {
    const { apply, languageCheck } = setUp();
    languageCheck.write(1);
    expect(apply.atSignIn({ preferred: 'fr-CA', currentLocale: 'en-CA' })).toBe('en-CA');
  });

  it('decides nothing without a session', () => {
    const { apply, sessions, languageCheck } = setUp();
    sessions.close();
    expect(apply.atSignIn({ preferred: 'fr-CA', currentLocale: 'en-CA' })).toBe('en-CA');
    expect(languageCheck.stored).toBeNull();
  });
});
