import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alexSignedIn } from '../../tests/fakes/alex-signed-in';
import { renderApp } from '../../tests/fakes/render-app';

async function openSwitcher(path = '/shop') {
  const app = alexSignedIn();
  renderApp(app.container, path);
  fireEvent.click(await screen.findByRole('button', { name: /change card|changer de carte/i }));
  const dialog = await screen.findByRole('dialog');
  return { ...app, dialog };
}

describe('Card switcher', () => {
  it('lists every usable card with its name, masked number and balance, and says which one the member only redeems on', async () => {
    const { dialog } = await openSwitcher();
    const cards = within(dialog).getAllByRole('radio');
    expect(cards).toHaveLength(4);
    expect(cards[3]).toHaveTextContent("Authorized redeemer: you can redeem this card's points");
    expect(cards[0]).not.toHaveTextContent('Authorized redeemer');
    expect(cards[0]).toHaveTextContent('Elite');
    expect(cards[1]).toHaveTextContent('Premier World');
    expect(cards[1]).toHaveTextContent('**** **** **** 3310');
    expect(cards[1]).toHaveTextContent('Balance: 48,750 PTS');
    expect(cards[0]).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps Select disabled until another card than the current one is chosen', async () => {
    const { dialog } = await openSwitcher();
    const select = within(dialog).getByRole('button', { name: 'Select' });
    expect(select).toBeDisabled();
    fireEvent.click(within(dialog).getAllByRole('radio')[1] as HTMLElement);
    expect(select).toBeEnabled();
    fireEvent.click(within(dialog).getAllByRole('radio')[0] as HTMLElement);
    expect(select).toBeDisabled();
  });

  it('switches the balance and card, and remembers the choice for the next visit', async () => {
    const { dialog, fakes } = await openSwitcher();
    fireEvent.click(within(dialog).getAllByRole('radio')[2] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('9,120 PTS')).toBeInTheDocument();
    expect(screen.getByTestId('card-name')).toHaveTextContent('Cash Rewards');
    expect(fakes.currentAccount.stored).toBe(103);
  });

  it('speaks French under /fr', async () => {
    const { dialog } = await openSwitcher('/fr/shop');
    expect(within(dialog).getByRole('button', { name: 'Sélectionner' })).toBeDisabled();
    expect(within(dialog).getAllByRole('radio')[1]?.textContent).toContain('Solde\u00a0: 48\u00a0750\u00a0pts');
  });
});
