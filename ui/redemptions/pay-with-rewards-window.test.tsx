import { screen, within } from '@testing-library/react';
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
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
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
