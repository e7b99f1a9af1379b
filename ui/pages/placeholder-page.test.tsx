import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { renderApp } from '../../tests/fakes/render-app';

describe('Placeholder pages', () => {
  it.each([
    ['/fr/shop/cart', 'Votre panier'],
    ['/fr/checkout', 'Passer la commande'],
  ])('%s says in French what the page will offer and that it is coming', async (path, title) => {
    const { container } = chromeScenario('member');
    renderApp(container, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Bientôt disponible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/fr/shop');
  });

  it('is never blank, in English', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/checkout/confirm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmation' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText('The confirmation of your order, to print or receive by email.')).toBeInTheDocument();
  });
});
