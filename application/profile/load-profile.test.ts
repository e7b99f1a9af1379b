import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { UNAUTHORIZED, UNAVAILABLE, failed } from '../../tests/fakes/failures';
import { FakeProfileGateway, aProfile } from '../../tests/fakes/fake-profile-gateway';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { LoadProfile } from './load-profile';
import { ProfileStore } from './profile-store';

function setUp() {
  const gateway = new FakeProfileGateway(failed(UNAVAILABLE));
  const store = new ProfileStore();
  const errors = new RecordingErrorReporter();
  const load = () => firstValueFrom(new LoadProfile(gateway, store, errors).execute(), { defaultValue: undefined });
  return { gateway, store, errors, load };
}

describe('LoadProfile (the account page’s profile)', () => {
  it('marks the store failed when the profile cannot be loaded, instead of leaving it loading, and reports it', async () => {
    const { store, errors, load } = setUp();
    await load();
    expect(store.snapshot).toEqual({ loading: false, profile: null, failed: true });
    expect(errors.reports.map((report) => report.context)).toEqual(['profile load']);
  });

  it('loads again on a retry: the failure clears while it loads and the profile shows once it answers', async () => {
    const { gateway, store, load } = setUp();
    await load();
    gateway.result = { ok: true, profile: aProfile({ firstName: 'Marie' }) };
    store.loadStarted();
    expect(store.snapshot.failed).toBe(false);
    await load();
    expect(store.snapshot).toEqual({ loading: false, profile: aProfile({ firstName: 'Marie' }), failed: false });
  });

  it('keeps a profile it already holds when a later load fails, without showing a failure', async () => {
    const { gateway, store, load } = setUp();
    gateway.result = { ok: true, profile: aProfile() };
    await load();
    gateway.result = failed(UNAVAILABLE);
    await load();
    expect(store.snapshot).toEqual({ loading: false, profile: aProfile(), failed: false });
  });

  it('shows no failure of its own for a refused session, which ends the session elsewhere', async () => {
    const { gateway, store, errors, load } = setUp();
    gateway.result = failed(UNAUTHORIZED);
    await load();
    expect(store.snapshot).toEqual({ loading: false, profile: null, failed: false });
    expect(errors.reports).toEqual([]);
  });
});
