import { describe, expect, it } from 'vitest';
import { FakeProfileGateway, aProfile } from '../../tests/fakes/fake-profile-gateway';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { ProfileStore } from './profile-store';
import { UpdatePreferences } from './update-preferences';
import { READ_ONLY, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';

function setUp() {
  const gateway = new FakeProfileGateway();
  const profiles = new ProfileStore();
  profiles.loadFinished(aProfile());
  const errors = new RecordingErrorReporter();
  return { gateway, profiles, errors, update: new UpdatePreferences(gateway, profiles, errors) };
}

describe('UpdatePreferences', () => {
  it('shows the profile the API answered', async () => {
    const { update, gateway, profiles } = setUp();
    expect(await update.execute({ hasMarketingEnabled: true })).toEqual({ ok: true });
    expect(gateway.changes).toEqual([{ hasMarketingEnabled: true }]);
    expect(profiles.snapshot.profile?.hasMarketingEnabled).toBe(true);
  });

  it('fails with read-only for an admin with read access, and changes nothing (spec §6)', async () => {
    const { update, gateway, profiles, errors } = setUp();
    gateway.updateFailure = READ_ONLY;
    expect(await update.execute({ hasMarketingEnabled: true })).toEqual({ ok: false, reason: 'read-only' });
    expect(profiles.snapshot.profile?.hasMarketingEnabled).toBe(false);
    expect(errors.reports).toEqual([]);
  });

  it('reports other failures', async () => {
    const { update, gateway, errors } = setUp();
    gateway.updateFailure = UNAVAILABLE;
    expect(await update.execute({ preferredLanguage: 'fr-CA' })).toEqual({ ok: false, reason: 'unavailable' });
    expect(errors.reports).toHaveLength(1);
  });

  it('leaves a 401 to the session handling', async () => {
    const { update, gateway } = setUp();
    gateway.updateFailure = UNAUTHORIZED;
    expect(await update.execute({ hasMarketingEnabled: true })).toEqual({ ok: false, reason: 'unauthenticated' });
  });
});
