import { describe, expect, it } from 'vitest';
import { EXTERNAL_URLS } from '../../tests/fakes/content-fixtures';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { settle } from '../../tests/fakes/slow-answers';
import { CloseStore } from './close-store';

describe('CloseStore', () => {
  it('closes the window for an admin logged in as the member, signed out first (spec §6: no redirect)', async () => {
    const graph = buildSessionGraph({ loginAs: { loginAsToken: 't', adminId: 9, logoutUrl: null } });
    expect(await new CloseStore(graph.signOut, graph.expiry).execute()).toEqual({ kind: 'close-window' });
    expect(graph.sessions.snapshot.session).toBeNull();
    // The closing modal stays in case the browser keeps the window open; the guard holds meanwhile.
    expect(graph.expiry.snapshot).toMatchObject({ reason: 'store-closed', wasLoginAs: true });
  });

  it("signs a member out and leaves for their account type's destination", async () => {
    const graph = buildSessionGraph();
    await settle();
    expect(await new CloseStore(graph.signOut, graph.expiry).execute()).toEqual({
      kind: 'leave',
      destination: { kind: 'external', url: EXTERNAL_URLS.signOut.personal },
    });
  });
});
