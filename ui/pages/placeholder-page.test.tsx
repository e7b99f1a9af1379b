import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { renderApp } from '../../tests/fakes/render-app';

describe('Placeholder pages', () => {
  it.each([
    ['/fr/pay-with-rewards', 'Payer avec des récompenses'],
    ['/fr/travel-miles/redeem/aeroplan', 'Transférer vos points'],
    ['/fr/redeem', 'Échanger vos points'],
    ['/fr/direct-deposit', 'Dépôt direct'],
  ])('%s says in French what the page will offer and that it is coming', async (path, title) => {
    const { container } = chromeScenario('member');
    renderApp(container, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Bientôt disponible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/fr/shop');
  });

  it('is never blank, in English', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/pay-with-rewards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay with Rewards' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText('Reimburse an eligible card purchase of $25 or more with your points.')).toBeInTheDocument();
  });
});
