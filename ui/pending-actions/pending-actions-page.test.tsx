import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { FakePendingActionGateway, aPendingAction } from '../../tests/fakes/fake-pending-action-gateway';
import { alexSignedIn } from '../../tests/fakes/alex-signed-in';
import { renderApp } from '../../tests/fakes/render-app';
import { PENDING_ACTIONS, UNAVAILABLE } from '../../tests/fakes/failures';

function pendingMember(path = '/pending-actions') {
  const accounts = new FakeAccountGateway().failWith(PENDING_ACTIONS);
  const app = alexSignedIn({
    accounts,
    pendingActions: new FakePendingActionGateway([aPendingAction({ title: 'Programme rules', description: 'Rule one.\n\nRule two.' })]),
  });
  return { ...renderApp(app.container, path), ...app, accounts };
}

describe('Pending actions page (spec §2, §4, §8)', () => {
  it('shows the programme rules with a required consent box, in the pending-actions layout', async () => {
    pendingMember();
    expect(await screen.findByRole('heading', { name: 'Programme rules', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Programme rules' })).toHaveTextContent('Rule one.Rule two.');
    expect(screen.getByRole('checkbox', { name: /I have read and accept the programme rules/ })).toBeRequired();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('asks for the consent before accepting anything', async () => {
    const { fakes } = pendingMember();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText('You must accept the programme rules to continue')).toBeInTheDocument();
    expect(fakes.pendingActions.accepted).toEqual([]);
  });

  it('accepts the rules, loads the account and goes on to the deep link', async () => {
    const { fakes, accounts, router } = pendingMember();
    fakes.deepLinks.stored = { target: '/account/wishlist', expiresAt: new Date(fakes.clock.now().getTime() + 60_000) };
    fireEvent.click(await screen.findByRole('checkbox', { name: /I have read and accept/ }));
    accounts.result = { ok: true, accounts: alexAccounts() };
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/wishlist'));
    expect(fakes.pendingActions.accepted).toEqual([7]);
  });

  it('goes on to the shop in French without a deep link', async () => {
    const { accounts, router } = pendingMember('/fr/pending-actions');
    fireEvent.click(await screen.findByRole('checkbox', { name: /J'ai lu et j'accepte les règles du programme/ }));
    accounts.result = { ok: true, accounts: alexAccounts() };
    fireEvent.click(screen.getByRole('button', { name: 'Accepter et continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/shop'));
  });

  it("says the rules cannot be accepted and to reach out to customer support when the API refuses", async () => {
    const { fakes } = pendingMember();
    fakes.pendingActions.acceptFailure = UNAVAILABLE;
    fireEvent.click(await screen.findByRole('checkbox', { name: /I have read and accept/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The programme rules cannot be accepted at the moment. Please reach out to customer support.',
    );
  });
});
