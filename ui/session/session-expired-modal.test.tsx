import { capability } from '../di/capabilities';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import type { Session } from '@application/session/session';
import type { LoginAsState } from '@application/ports/login-as-storage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_URLS } from '../../tests/fakes/content-fixtures';
import { alexSignedIn } from '../../tests/fakes/alex-signed-in';
import { renderApp } from '../../tests/fakes/render-app';

async function expiredOn(path: string, { loginAs = false } = {}) {
  const app = alexSignedIn({
    loginAsStorage: new MemorySlot<LoginAsState>(loginAs ? { loginAsToken: 'one-time', adminId: 9, logoutUrl: '/sandbox/admin' } : null),
  });
  const view = renderApp(app.container, path);
  await screen.findByRole('heading', { level: 1 });
  // Wait for the content configuration: it names the sign-out destinations.
  await waitFor(() => expect(capability(app.container, 'content').contentStore.snapshot.config).not.toBeNull());
  await act(() => capability(app.container, 'session').expireSession.execute({ reason: 'idle' }));
  return { ...view, ...app };
}

describe('Session-expired modal (spec §4, §8)', () => {
  it("tells the member, in the spec's words, that the session expired and the cart was saved, signed out already", async () => {
    const { fakes } = await expiredOn('/account');
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(dialog).toHaveTextContent('Your session has expired due to inactivity. Please log on again to renew your session.');
    expect(dialog).toHaveTextContent('Any items in your cart have been saved.');
    expect(within(dialog).getByRole('button', { name: 'Close store' })).toHaveFocus();
    expect(fakes.sessionStorage.stored).toBeNull();
    expect(fakes.auth.callsTo('logout')).toBe(1);
  });

  it('keeps the member where they are until they close the store (no redirect behind the modal)', async () => {
    const { fakes, router } = await expiredOn('/account');
    await screen.findByRole('dialog', { name: 'Session expired' });
    expect(router.state.location.pathname).toBe('/account');
    expect(fakes.pageNavigator.assigned).toEqual([]);
  });

  it("'close store' goes to the sign-out destination of the account type, in French under /fr", async () => {
    const { fakes } = await expiredOn('/fr/account');
    const dialog = await screen.findByRole('dialog', { name: 'Session expirée' });
    expect(dialog).toHaveTextContent("Votre session a expiré en raison d'inactivité. Veuillez vous reconnecter pour renouveler votre session.");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer la boutique' }));
    expect(fakes.pageNavigator.assigned).toEqual([`${EXTERNAL_URLS.signOut.personal}&lang=fr`]);
  });

  it("'close store' closes the window for an admin logged in as the member, and says so if the browser refuses", async () => {
    const { fakes } = await expiredOn('/shop', { loginAs: true });
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close store' }));
    expect(fakes.pageNavigator.closes).toBe(1);
    expect(fakes.pageNavigator.assigned).toEqual([]);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('You can now close this window.');
  });
});
