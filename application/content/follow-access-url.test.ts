import { describe, expect, it } from 'vitest';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import type { Session } from '@application/session/session';
import { FakeAccessUrlGateway } from '../../tests/fakes/fake-access-url-gateway';
import { failed, READ_ONLY, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { SessionStore } from '../session/session-store';
import { FollowAccessUrl } from './follow-access-url';

function setUp({ signedIn = true } = {}) {
  const clock = new FixedClock();
  const now = clock.now();
  const storage = new MemorySlot<Session>(
    signedIn ? { memberId: 1, issuedAt: now, expiresAt: new Date(now.getTime() + 3_600_000), isSso: false } : null,
  );
  const gateway = new FakeAccessUrlGateway().withSignedItem('navigation', 'maison-plus', {
    en: '/sandbox/partner/maison-plus',
    fr: '/sandbox/partner/maison-plus?lang=fr',
  });
  const errors = new RecordingErrorReporter();
  return { gateway, errors, follow: new FollowAccessUrl(gateway, new SessionStore(storage, clock), errors) };
}

const MAISON_PLUS = { kind: 'navigation', slug: 'maison-plus', locale: 'en-CA' } as const;

describe('FollowAccessUrl (spec §2 access redirect)', () => {
  it('asks for the item’s access URL at that moment, in the page’s language, and sends the member there', async () => {
    const { follow, gateway } = setUp();
    expect(await follow.execute(MAISON_PLUS)).toEqual({ kind: 'redirect', url: '/sandbox/partner/maison-plus?access_token=fake-1' });
    expect(await follow.execute({ ...MAISON_PLUS, locale: 'fr-CA' })).toEqual({
      kind: 'redirect',
      url: '/sandbox/partner/maison-plus?lang=fr&access_token=fake-2',
    });
    expect(gateway.requests).toEqual([MAISON_PLUS, { ...MAISON_PLUS, locale: 'fr-CA' }]);
  });

  it('sends a visitor to sign in without asking for anything', async () => {
    const { follow, gateway } = setUp({ signedIn: false });
    expect(await follow.execute(MAISON_PLUS)).toEqual({ kind: 'sign-in' });
    expect(gateway.requests).toEqual([]);
  });

  it('an item without an access URL, and a read-only agent, are unavailable: nothing reported', async () => {
    const { follow, gateway, errors } = setUp();
    expect(await follow.execute({ ...MAISON_PLUS, slug: 'techhub' })).toEqual({ kind: 'unavailable' });
    gateway.nextResult = failed(READ_ONLY);
    expect(await follow.execute(MAISON_PLUS)).toEqual({ kind: 'unavailable' });
    expect(errors.reports).toEqual([]);
  });

  it('no answer is a failure worth another try, and is reported', async () => {
    const { follow, gateway, errors } = setUp();
    gateway.nextResult = failed(UNAVAILABLE);
    expect(await follow.execute(MAISON_PLUS)).toEqual({ kind: 'failed' });
    expect(errors.reports.map((report) => report.context)).toEqual(['access url']);
    expect(await follow.execute(MAISON_PLUS)).toMatchObject({ kind: 'redirect' });
  });

  it('a refused session is left to the session’s own handling: not reported', async () => {
    const { follow, gateway, errors } = setUp();
    gateway.nextResult = failed(UNAUTHORIZED);
    expect(await follow.execute(MAISON_PLUS)).toEqual({ kind: 'session' });
    expect(errors.reports).toEqual([]);
  });
});
