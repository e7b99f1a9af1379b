import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { renderApp } from '../../tests/fakes/render-app';

describe('Error page (spec §2, §8)', () => {
  it('shows the status code of ?status with its message and a way home', async () => {
    const { container } = createFakeAppContainer();
    renderApp(container, '/error?status=403');
    expect(await screen.findByRole('heading', { name: 'Something went wrong', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Error 403')).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows 500 when no status, or no valid one, is given, in French under /fr', async () => {
    const { container } = createFakeAppContainer();
    renderApp(container, '/fr/error?status=abc');
    expect(await screen.findByText('Erreur 500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Une erreur s'est produite" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à la page d'accueil" })).toHaveAttribute('href', '/fr');
  });
});
