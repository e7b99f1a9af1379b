import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aProfile } from '../../tests/fakes/fake-profile-gateway';
import { buildSessionGraph } from '../../tests/fakes/session-graph';

const LOGIN_AS = { loginAsToken: 't', adminId: 9, logoutUrl: '/sandbox/admin' };

describe('ViewerStore', () => {
  it('sees a visitor without a session, who may not write', async () => {
    const { viewer } = buildSessionGraph({ memberId: null });
    expect(await firstValueFrom(viewer.viewer$)).toBe('guest');
    expect(await firstValueFrom(viewer.canWrite$)).toBe(false);
    // Not read-only: a visitor's write controls ask them to sign in.
    expect(await firstValueFrom(viewer.readOnly$)).toBe(false);
  });

  it('sees a member signed in as themselves, who may write at once', async () => {
    const { viewer } = buildSessionGraph();
    expect(await firstValueFrom(viewer.viewer$)).toBe('member');
    expect(await firstValueFrom(viewer.canWrite$)).toBe(true);
    expect(await firstValueFrom(viewer.readOnly$)).toBe(false);
    expect(await firstValueFrom(viewer.loginAsBanner$)).toBeNull();
  });

  it('sees an admin logged in as the member from the first moment, before the profile loads, without writes', async () => {
    const { viewer } = buildSessionGraph({ loginAs: LOGIN_AS });
    expect(await firstValueFrom(viewer.viewer$)).toBe('login-as');
    expect(await firstValueFrom(viewer.canWrite$)).toBe(false);
    expect(await firstValueFrom(viewer.loginAsBanner$)).toEqual({ memberName: null, accessLevel: null });
  });

  it('lets an admin with write access write (spec §6)', async () => {
    const { viewer, profiles } = buildSessionGraph({ loginAs: LOGIN_AS });
    profiles.loadFinished(aProfile({ adminId: 9, adminAccessLevel: 'write' }));
    expect(await firstValueFrom(viewer.canWrite$)).toBe(true);
    expect(await firstValueFrom(viewer.loginAsBanner$)).toEqual({ memberName: 'Alex Martin', accessLevel: 'write' });
  });

  it('refuses writes to an admin with read access (spec §6)', async () => {
    const { viewer, profiles } = buildSessionGraph({ loginAs: LOGIN_AS });
    profiles.loadFinished(aProfile({ adminId: 9, adminAccessLevel: 'read' }));
    expect(await firstValueFrom(viewer.canWrite$)).toBe(false);
    expect(await firstValueFrom(viewer.readOnly$)).toBe(true);
    expect(viewer.snapshot).toEqual({ viewer: 'login-as', canWrite: false });
  });

  it('takes the profile\'s admin id as login-as even without stored details', async () => {
    const { viewer, profiles } = buildSessionGraph();
    profiles.loadFinished(aProfile({ adminId: 9, adminAccessLevel: 'read' }));
    expect(await firstValueFrom(viewer.viewer$)).toBe('login-as');
  });

  it('drops login-as details left without a session, so the next member is not taken for an admin', () => {
    const { loginAs, loginAsStorage } = buildSessionGraph({ memberId: null, loginAs: LOGIN_AS });
    expect(loginAs.snapshot).toBeNull();
    expect(loginAsStorage.stored).toBeNull();
  });
});
