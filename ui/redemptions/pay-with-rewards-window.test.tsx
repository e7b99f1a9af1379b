import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatLongDate } from '@rewards-storefront/domain/format/format-date';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aPurchase } from '../../tests/fakes/fake-pay-with-rewards-gateway';
import { renderApp } from '../../tests/fakes/render-app';

/** A cardholder with a recent purchase, one whose 90-day window closes in 3 days and one in 6 (issue 26). */
function closingSoonScenario() {
  const scenario = chromeScenario('member');
  const now = scenario.fakes.clock.now();
  scenario.fakes.payWithRewards.purchases.set(101, [
    aPurchase(1, now, 2, { referenceIdentifier: 'CT-1', description: 'Maple Leaf Grocers', amountCents: 12_650 }),
    aPurchase(2, now, 84, { referenceIdentifier: 'CT-2', description: 'Canadian Tire', amountCents: 9_000 }),
    aPurchase(3, now, 87, { referenceIdentifier: 'CT-3', description: 'Air Canada', amountCents: 41_250 }),
  ]);
  return scenario;
}

describe('Pay with Rewards before the window closes (issue 26)', () => {
  it('flags the purchases closing within 7 days with the days left and lists them first, soonest first, even in the 7-day range', async () => {
    const { container } = closingSoonScenario();
    renderApp(container, '/pay-with-rewards');
    await screen.findByRole('button', { name: 'Redeem Maple Leaf Grocers, $126.50' });
    const rows = within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Air CanadaCloses in 3 days',
      'Canadian TireCloses in 6 days',
      'Maple Leaf Grocers',
    ]);
  });

  it('en français : « Se termine dans 3 jours », avec une espace insécable', async () => {
    const { container } = closingSoonScenario();
    renderApp(container, '/fr/pay-with-rewards');
    const flags = await screen.findAllByTestId('closes-in');
    expect(flags.map((flag) => flag.textContent)).toEqual(['Se termine dans 3\u00a0jours', 'Se termine dans 6\u00a0jours']);
  });
});

describe('Paying several purchases back at once (issue 26)', () => {
  it('ticks purchases, shows their total, asks to confirm it, then pays them all in one request', async () => {
    const { container, fakes } = closingSoonScenario();
    renderApp(container, '/pay-with-rewards');
    const pay = await screen.findByRole('button', { name: 'Pay back the selected purchases' });
    expect(pay).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Air Canada, $412.50' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Canadian Tire, $90.00' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 purchases selected: $502.50 for 50,250 pts');
    fireEvent.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'Pay back the selected purchases' });
    expect(within(dialog).getByText('Total: $502.50 for 50,250 pts')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Air Canada, $412.50', 'Canadian Tire, $90.00']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and pay with points' }));
    expect(await screen.findByText('Purchases paid with rewards')).toBeInTheDocument();
    expect(screen.getByText('2 purchases, $502.50, were paid back with 50,250 pts.')).toBeInTheDocument();
    expect(fakes.payWithRewards.bulkRequests).toEqual([expect.objectContaining({ referenceIdentifiers: ['CT-3', 'CT-2'] })]);
    expect(fakes.payWithRewards.balances.get(101)).toBe(152_300 - 50_250);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select Air Canada, $412.50' })).not.toBeInTheDocument());
  });

  it('cancelling pays nothing; a total above the balance is refused before asking the server', async () => {
    const { container, fakes } = closingSoonScenario();
    fakes.payWithRewards.purchases.get(101)!.push(aPurchase(4, fakes.clock.now(), 1, { referenceIdentifier: 'CT-4', description: 'Sony', amountCents: 15_000_000 }));
    renderApp(container, '/pay-with-rewards');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Air Canada, $412.50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay back the selected purchases' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Sony, $150,000.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay back the selected purchases' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm and pay with points' }));
    expect(await screen.findByText('You do not have enough points to pay back all the selected purchases.')).toBeInTheDocument();
    expect(fakes.payWithRewards.bulkRequests).toEqual([]);
  });

  it('en français : le total et le refus d’un achat qui ne peut plus être remboursé', async () => {
    const { container, fakes } = closingSoonScenario();
    renderApp(container, '/fr/pay-with-rewards');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner Air Canada, 412,50\u00a0$' }));
    expect(screen.getByRole('status').textContent).toBe('1\u00a0achat sélectionné\u00a0: 412,50\u00a0$ pour 41\u00a0250\u00a0pts');
    fireEvent.click(screen.getByRole('button', { name: 'Rembourser les achats sélectionnés' }));
    fakes.payWithRewards.failure = { reason: 'not-redeemable', refusal: 'expired' };
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer et payer avec des points' }));
    const notices = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(notices).findByText(/Un des achats sélectionnés ne peut plus être remboursé, donc aucun ne l’a été/)).toBeInTheDocument();
  });
});

describe('The pay-back reminder after sign-in (issue 26)', () => {
  it('says how many purchases can still be paid back and until when, links to Pay with Rewards, and can be dismissed', async () => {
    const { container, fakes } = closingSoonScenario();
    const until = new Date(fakes.clock.now().getTime() + 3 * 86_400_000);
    renderApp(container, '/account');
    const notice = await screen.findByRole('region', { name: 'Purchases to pay back with points' });
    expect(notice).toHaveTextContent(`You can still pay back 3 purchases with points, until ${formatLongDate(until, 'en-CA')}.`);
    expect(within(notice).getByRole('link', { name: 'Go to Pay with Rewards' })).toHaveAttribute('href', '/pay-with-rewards');
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss the reminder' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Purchases to pay back with points' })).not.toBeInTheDocument());
  });

  it('en français, et rien quand aucun achat ne peut l’être', async () => {
    const { container, fakes } = closingSoonScenario();
    const until = new Date(fakes.clock.now().getTime() + 3 * 86_400_000);
    renderApp(container, '/fr/account');
    const notice = await screen.findByRole('region', { name: 'Achats à rembourser avec des points' });
    expect(within(notice).getByText(/Vous pouvez encore rembourser/).textContent).toBe(
      `Vous pouvez encore rembourser 3\u00a0achats avec vos points, jusqu’au ${formatLongDate(until, 'fr-CA')}. Aller à Payer avec des récompenses`,
    );
    expect(within(notice).getByRole('link', { name: 'Aller à Payer avec des récompenses' })).toHaveAttribute('href', '/fr/pay-with-rewards');
  });

  it('shows nothing when no purchase can be paid back', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/account');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Purchases to pay back with points' })).not.toBeInTheDocument();
  });
});

describe('The pay-back reminder email preference (issue 26)', () => {
  it('is off until the member turns it on, which is saved at once', async () => {
    const { container, fakes } = chromeScenario('member');
    renderApp(container, '/account');
    const reminders = await screen.findByRole('switch', { name: /Pay with Rewards reminders/ });
    expect(reminders).not.toBeChecked();
    expect(reminders).toHaveAccessibleDescription('Get an email when a purchase has 7 days left to be paid back with points.');
    fireEvent.click(reminders);
    expect(await screen.findByText('Your Pay with Rewards reminder preference has been updated.')).toBeInTheDocument();
    expect(fakes.profiles.changes).toEqual([{ hasPayBackReminders: true }]);
    await waitFor(() => expect(reminders).toBeChecked());
  });

  it('en français', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/fr/account');
    const reminders = await screen.findByRole('switch', { name: /Rappels Payer avec des récompenses/ });
    expect(reminders).toHaveAccessibleDescription('Recevez un courriel lorsqu’il reste 7\u00a0jours pour rembourser un achat avec vos points.');
  });
});
