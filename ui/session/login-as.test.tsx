import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { FakeLoginAsGateway } from '../../tests/fakes/fake-login-as-gateway';
import { FakeProfileGateway, aProfile } from '../../tests/fakes/fake-profile-gateway';
import { renderApp } from '../../tests/fakes/render-app';
import { READ_ONLY } from '../../tests/fakes/failures';

const MARIE_ID = 1;
const LINK = '/login-as?user_account=marie&token=one-time&logout_url=%2Fsandbox%2Fadmin';

function openAsAdmin(accessLevel: 'read' | 'write', path = LINK) {
  const app = createFakeAppContainer({
    accounts: new FakeAccountGateway(alexAccounts()),
    loginAs: new FakeLoginAsGateway().withLink('marie', 'one-time', MARIE_ID, 9),
    profiles: new FakeProfileGateway({
      ok: true,
      profile: aProfile({ id: MARIE_ID, firstName: 'Marie', lastName: 'Tremblay', adminId: 9, adminAccessLevel: accessLevel }),
    }),
  });
  return { ...renderApp(app.container, path), ...app };
}

describe('Admin log in as member (spec §6, §7)', () => {
  it('opens the store as the member from the console link and lands on the shop', async () => {
    const { router, fakes } = openAsAdmin('read');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(fakes.loginAs.logInAsCalls).toEqual([{ userAccount: 'marie', token: 'one-time' }]);
    expect(fakes.loginAsStorage.stored).toEqual({ loginAsToken: 'one-time', adminId: 9, logoutUrl: '/sandbox/admin' });
  });

  it('shows the banner with the member and the access level, read-only here', async () => {
    openAsAdmin('read');
    const banner = await screen.findByRole('region', { name: 'Logged in as a member' });
    await waitFor(() => expect(banner).toHaveTextContent('You are logged in as Marie Tremblay (read-only)'));
    expect(within(banner).getByRole('button', { name: 'Return to admin console' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Close store' })).toBeInTheDocument();
  });

  it('says full access in French for an admin with write access', async () => {
    openAsAdmin('write', `/fr${LINK}`);
    const banner = await screen.findByRole('region', { name: "Connexion au nom d'un membre" });
    await waitFor(() => expect(banner).toHaveTextContent('Vous êtes connecté au nom de Marie Tremblay (accès complet)'));
  });

  it('returns to the admin console with a full-page load, the login-as session over', async () => {
    const { fakes } = openAsAdmin('read');
    const banner = await screen.findByRole('region', { name: 'Logged in as a member' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Return to admin console' }));
    await waitFor(() => expect(fakes.pageNavigator.assigned).toEqual(['/sandbox/admin']));
    expect(fakes.loginAs.returnCalls).toEqual([{ token: 'one-time', adminId: 9, logoutUrl: '/sandbox/admin' }]);
    expect(fakes.sessionStorage.stored).toBeNull();
  });

  it("'close store' signs out and closes the window, without redirecting", async () => {
    const { fakes } = openAsAdmin('read');
    const banner = await screen.findByRole('region', { name: 'Logged in as a member' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Close store' }));
    await waitFor(() => expect(fakes.pageNavigator.closes).toBe(1));
    expect(fakes.sessionStorage.stored).toBeNull();
    expect(fakes.pageNavigator.assigned).toEqual([]);
    expect(await screen.findByRole('dialog', { name: 'Store closed' })).toBeInTheDocument();
  });

  it('shows a read-only admin that the preferences cannot be changed, and why (spec §6)', async () => {
    const { router, fakes } = openAsAdmin('read');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    fakes.profiles.updateFailure = READ_ONLY;
    await router.navigate('/account');
    const marketing = await screen.findByRole('switch', { name: /Marketing emails/ });
    await waitFor(() => expect(marketing).toBeDisabled());
    expect(marketing).toHaveAccessibleDescription('Read-only access: changes cannot be made.');
    expect(fakes.profiles.changes).toEqual([]);
  });

  it('explains a link that was used or has expired', async () => {
    const { fakes } = openAsAdmin('read', '/login-as?user_account=marie&token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This log-in-as link is not valid or has expired.');
    expect(fakes.sessionStorage.stored).toBeNull();
  });
});
