import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { renderApp } from '../../tests/fakes/render-app';

const NBSP = '\u00a0';

/** Each row's way (its link) and value per point, top to bottom. */
const table = () => within(screen.getByRole('table', { name: /Ways to redeem|Façons d’échanger/ }));

function rows(): string[][] {
  return table()
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('link').textContent ?? '', within(row).getByTestId('value').textContent ?? '']);
}

describe('Best value for my points (issue 26 item 1, /account/best-value)', () => {
  it('lists the active card’s ways best value first, each linking to where it is redeemed, and marks those below cash back', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/account/best-value');
    await screen.findByRole('heading', { level: 1, name: 'Best value for my points' });
    await screen.findByRole('table', { name: 'Ways to redeem, best value first' });
    expect(rows()).toEqual([
      ['Airline miles', '1.50¢ per point'],
      ['Merchandise', '1.34¢ per point'],
      ['Airline miles', '1.20¢ per point'],
      ['Gift cards', '1.11¢ per point'],
      ['Financial rewards', '1.00¢ per point'],
      ['Cash back', '1.00¢ per point'],
      ['Direct deposit', '1.00¢ per point'],
      ['Pay with Rewards', '1.00¢ per point'],
      ['Annual Fee Eraser', '1.00¢ per point'],
      ['Airline miles', '0.75¢ per point'],
    ]);
    expect(screen.getAllByText('Below the cash-back value')).toHaveLength(1);
    const last = screen.getAllByRole('row').at(-1)!;
    expect(within(last).getByText('Below the cash-back value')).toBeInTheDocument();
    expect(within(last).getByText('Northern Skies miles')).toBeInTheDocument();
    expect(within(last).getByRole('link')).toHaveAttribute('href', '/travel-miles/redeem/northern-skies');
    expect(screen.getByText('Best: Espresso Machine')).toBeInTheDocument();
    expect(table().getByRole('link', { name: 'Merchandise' })).toHaveAttribute('href', '/shop/espresso-machine');
    expect(table().getByRole('link', { name: 'Cash back' })).toHaveAttribute('href', '/redeem/cash-back');
    expect(table().getByRole('link', { name: 'Annual Fee Eraser' })).toHaveAttribute('href', '/account/transactions?view=redeemable');
    expect(screen.getByText('Airline miles are valued at 1.50¢ per mile, the programme’s reference value.')).toBeInTheDocument();
    expect(document.title).toMatch(/^Best value for my points/);
  });

  it('is in French with OQLF typography: decimal comma and no-break spaces before ¢ and the colon', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/fr/account/best-value');
    await screen.findByRole('heading', { level: 1, name: 'Meilleure valeur pour mes points' });
    await screen.findByRole('table', { name: 'Façons d’échanger, de la meilleure valeur à la moindre' });
    expect(rows()[0]).toEqual(['Milles aériens', `1,50${NBSP}¢ par point`]);
    expect(rows().at(-1)).toEqual(['Milles aériens', `0,75${NBSP}¢ par point`]);
    expect(screen.getByText(`Meilleur choix${NBSP}: Machine à espresso`, { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getByText('En deçà de la valeur de la remise en argent')).toBeInTheDocument();
    expect(table().getByRole('link', { name: 'Remise en argent' })).toHaveAttribute('href', '/fr/redeem/cash-back');
  });

  it('offers to try again when the values cannot be loaded', async () => {
    const { container, fakes } = chromeScenario('member');
    fakes.redemptions.failure = { reason: 'unavailable' };
    renderApp(container, '/account/best-value');
    expect(await screen.findByText('We could not load the value of your points. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('The value of a point on each redemption form and the eraser’s tab (issue 26 item 1)', () => {
  it('says it on cash back, direct deposit and Pay with Rewards, and on a miles partner below cash back says so', async () => {
    const { container, fakes } = chromeScenario('member');
    fakes.catalogue.withProduct(
      aProductDetail({ id: 900, slug: 'mortgage-prepayment', name: 'Mortgage Prepayment', type: 'financial_reward', catalogue: 'financial-rewards', hideAddToCart: true }),
    );
    const forms = [
      ['/redeem/cash-back', '1.00¢'],
      ['/direct-deposit', '1.00¢'],
      ['/pay-with-rewards', '1.00¢'],
      ['/travel-miles/redeem/maple-airways', '1.50¢'],
      ['/financial-rewards/redeem/mortgage-prepayment', '1.00¢'],
      ['/account/transactions?view=redeemable', '1.00¢'],
    ] as const;
    for (const [path, value] of forms) {
      const view = renderApp(container, path);
      expect(await screen.findByTestId('way-value')).toHaveTextContent(`Each point is worth ${value} here.`);
      view.unmount();
    }
    renderApp(container, '/fr/travel-miles/northern-skies');
    expect((await screen.findByTestId('way-value')).textContent).toBe(
      `Chaque point vaut 0,75${NBSP}¢ ici, en deçà des 1,00${NBSP}¢ de la remise en argent.`,
    );
  });
});
