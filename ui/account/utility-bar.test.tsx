import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alexAccounts, anAccount } from '../../tests/fakes/account-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { alexSignedIn } from '../../tests/fakes/alex-signed-in';
import { renderApp } from '../../tests/fakes/render-app';

function signedInWith(accounts: FakeAccountGateway) {
  return alexSignedIn({ accounts });
}

async function utilityBar() {
  return screen.findByRole('region', { name: /your points and card|vos points et votre carte/i });
}

describe('Utility bar', () => {
  it('shows a labelled spinner until the balance is loaded', async () => {
    const gateway = new FakeAccountGateway(alexAccounts()).hold();
    const { container } = signedInWith(gateway);
    renderApp(container, '/shop');
    expect(await screen.findByRole('status', { name: 'Loading your points balance' })).toBeInTheDocument();
    gateway.release();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading your points balance' })).not.toBeInTheDocument());
  });

  it('shows the pooled balance with the symbol in upper case, the card name and the masked number', async () => {
    const { container } = signedInWith(new FakeAccountGateway(alexAccounts()));
    renderApp(container, '/shop');
    const bar = await utilityBar();
    expect(await within(bar).findByText('152,300 PTS')).toBeInTheDocument();
    expect(within(bar).getByTestId('card-name')).toHaveTextContent('Elite');
    expect(within(bar).getByTestId('card-number')).toHaveTextContent('**** **** **** 4821');
  });

  it('hides the card name of a select account and shows only the masked number', async () => {
    const select = anAccount({
      accountCategory: 'nga',
      cardName: { 'en-CA': 'Select', 'fr-CA': 'Sélect' },
      pooledBalance: 31_500,
      maskedNumber: '**** **** **** 5150',
    });
    const { container } = signedInWith(new FakeAccountGateway([select]));
    renderApp(container, '/shop');
    const bar = await utilityBar();
    expect(await within(bar).findByText('31,500 PTS')).toBeInTheDocument();
    expect(within(bar).queryByTestId('card-name')).not.toBeInTheDocument();
    expect(within(bar).queryByText(/select/i)).not.toBeInTheDocument();
    expect(within(bar).getByTestId('card-number')).toHaveTextContent('**** **** **** 5150');
  });

  it('offers the card switcher only when more than one card is usable', async () => {
    const single = signedInWith(new FakeAccountGateway([anAccount()]));
    const { unmount } = renderApp(single.container, '/shop');
    await screen.findByText('152,300 PTS');
    expect(screen.queryByRole('button', { name: 'Change card' })).not.toBeInTheDocument();
    unmount();

    const several = signedInWith(new FakeAccountGateway(alexAccounts()));
    renderApp(several.container, '/shop');
    expect(await screen.findByRole('button', { name: 'Change card' })).toBeInTheDocument();
  });

  it('formats the balance the Canadian French way under /fr', async () => {
    const { container } = signedInWith(new FakeAccountGateway(alexAccounts()));
    renderApp(container, '/fr/shop');
    const bar = await utilityBar();
    // Exact text: French grouping and the space before the symbol are no-break spaces (U+00A0).
    await waitFor(() => expect(within(bar).getByTestId('points-balance').textContent).toBe('152\u00a0300\u00a0pts'));
    expect(within(bar).getByTestId('card-name')).toHaveTextContent('Élite');
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('is not shown to a visitor', async () => {
    const { container } = createFakeAppContainer();
    renderApp(container, '/shop');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your points and card' })).not.toBeInTheDocument();
  });
});
