import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHistoricalOrder } from '../../tests/fakes/api-fixtures';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { UNAVAILABLE } from '../../tests/fakes/failures';
import { factValue } from '../../tests/fakes/fact-value';
import { renderApp } from '../../tests/fakes/render-app';

const NBSP = '\u00a0';

/** Alex's orders of the previous platform: a split payment on the Elite card, gift cards with a refund, and one on another card. */
function previousScenario() {
  const scenario = chromeScenario('member');
  scenario.fakes.orders
    .withHistoricalOrder(
      apiHistoricalOrder(1, {
        reference_identifier: 'H2024-11902',
        created_at: '2024-12-31T18:45:10.000Z',
        total_amount: 24_000,
        paid_amount: 19_200,
        cash_amount: { amount: 48, amount_cents: 4_800, currency_code: 'CAD' },
        items: [{ description: 'Portable Bluetooth speaker', program_amount: 24_000, order_item_status: 'delivered' }],
      }),
    )
    .withHistoricalOrder(apiHistoricalOrder(2, { reference_identifier: 'H2025-00417', created_at: '2025-04-10T14:20:00.000Z' }))
    .withHistoricalOrder(apiHistoricalOrder(3, { reference_identifier: 'H2025-09999' }), 102);
  return scenario;
}

/** Opens the order history at `path` (its heading `title`) for Alex, and gives back the fakes and the previous orders' region, `name`d in the page's language. */
async function openPreviousOrders(path: string, title: string, name: string) {
  const { container, fakes } = previousScenario();
  renderApp(container, path);
  await screen.findByRole('heading', { level: 1, name: title });
  return { fakes, section: screen.getByRole('region', { name }) };
}

const previous = () => screen.getByRole('region', { name: /Previous orders|Commandes précédentes/ });

describe('Order history page: previous orders (spec §3 historical orders)', () => {
  it('lists the active card’s previous orders newest first, each with its date, statuses, total, points paid, cash and items', async () => {
    const { fakes, section } = await openPreviousOrders('/account/order-history', 'Your orders', 'Previous orders');
    const list = await within(section).findByRole('list', { name: 'Previous orders' });
    const cards = within(list).getAllByRole('listitem', { name: /^Order / });
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Order H2025-00417', 'Order H2024-11902']);
    expect(fakes.orders.historicalListRequests).toEqual([{ accountId: 101, page: 1, locale: 'en-CA' }]);

    const [gifts, speaker] = cards as [HTMLElement, HTMLElement];
    expect(factValue(gifts, 'Ordered on')).toBe('2025-04-10 02:20:00 PM');
    expect(factValue(gifts, 'Status')).toBe('Delivered, Refunded');
    expect(factValue(gifts, 'Total')).toBe('7,500 pts');
    expect(factValue(gifts, 'Points paid')).toBe('5,000 pts');
    expect(factValue(gifts, 'Cash payment')).toBeNull();
    const items = within(gifts).getByRole('list', { name: 'Items of order H2025-00417' });
    expect(within(items).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Café gift card, $505,000 ptsDelivered',
      'Cinema gift card, $252,500 ptsRefunded',
    ]);
    expect(factValue(speaker, 'Cash payment')).toBe('$48.00');
    expect(factValue(speaker, 'Points paid')).toBe('19,200 pts');
    // Read only: nothing to open or cancel.
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks French under /fr: heading, labels, statuses, amounts and dates', async () => {
    const { fakes, section } = await openPreviousOrders('/fr/account/order-history', 'Vos commandes', 'Commandes précédentes');
    const card = await within(section).findByRole('listitem', { name: 'Commande H2024-11902' });
    expect(fakes.orders.historicalListRequests).toEqual([{ accountId: 101, page: 1, locale: 'fr-CA' }]);
    expect(factValue(card, 'Date de la commande')).toBe('31\u00a0décembre\u00a02024 à 18\u00a0h\u00a045\u00a0min\u00a010\u00a0s');
    expect(factValue(card, 'État')).toBe('Livré');
    expect(factValue(card, 'Total')).toBe(`24${NBSP}000${NBSP}pts`);
    expect(factValue(card, 'Points payés')).toBe(`19${NBSP}200${NBSP}pts`);
    expect(factValue(card, 'Paiement en argent')).toBe(`48,00${NBSP}$`);
    expect(within(card).getByRole('list', { name: 'Articles de la commande H2024-11902' })).toBeInTheDocument();
  });

  it('says when there are none, and offers to try again after a failure', async () => {
    const empty = chromeScenario('member');
    const first = renderApp(empty.container, '/account/order-history');
    expect(await screen.findByText('You have no previous orders.')).toBeInTheDocument();
    first.unmount();

    const failing = previousScenario();
    failing.fakes.orders.historicalFailure = UNAVAILABLE;
    renderApp(failing.container, '/account/order-history');
    expect(await within(await screen.findByRole('region', { name: 'Previous orders' })).findByText(
      'We could not load your previous orders. Please try again.',
    )).toBeInTheDocument();
    failing.fakes.orders.historicalFailure = null;
    fireEvent.click(within(previous()).getByRole('button', { name: 'Try again' }));
    expect(await within(previous()).findByRole('listitem', { name: 'Order H2025-00417' })).toBeInTheDocument();
  });
});
