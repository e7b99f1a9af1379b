import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiOrder, apiOrderItem } from '../../tests/fakes/api-fixtures';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { UNAVAILABLE } from '../../tests/fakes/failures';
import { renderApp } from '../../tests/fakes/render-app';

const DAY_MS = 86_400_000;
const NBSP = '\u00a0';

/** Alex's history on the Elite card: `count` orders, one a day, the newest (the highest id) yesterday. */
function historyScenario(count: number) {
  const scenario = chromeScenario('member');
  const now = scenario.fakes.clock.now().getTime();
  for (let id = 1; id <= count; id += 1) {
    scenario.fakes.orders.withOrder(apiOrder(id, { created_at: new Date(now - (count + 1 - id) * DAY_MS).toISOString() }));
  }
  return scenario;
}

const table = () => screen.getByRole('table', { name: /Your orders, page/ });
const orderNumbers = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace('Details of order ', ''));

describe('Order history page', () => {
  it('lists the active card’s orders newest first: number, date, status, points, cash and items, each linking to its detail', async () => {
    const { container, fakes } = chromeScenario('member');
    fakes.orders
      .withOrder(
        apiOrder(7, {
          reference_identifier: 'DEMO-ELITE-0007',
          created_at: '2026-02-27T15:00:00.000Z',
          cash_paid: { amount: 12.5, amount_cents: 1_250, currency_code: 'CAD' },
          order_items: [apiOrderItem(71, { quantity: 2 }), apiOrderItem(72, { product_type: 'egiftcard', sale_channel: { code: 'EGIF' } })],
        }),
      )
      .withOrder(apiOrder(8, { reference_identifier: 'DEMO-ELITE-0008', created_at: '2026-03-01T11:00:00.000Z' }))
      .withOrder(
        apiOrder(9, {
          reference_identifier: 'DEMO-OTHER-0001',
          account: { id: 102, reference_identifier: 'ACC-102', masked_medium_number: '**** 3310', account_type: 'Premier World' },
        }),
      );
    renderApp(container, '/account/order-history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your orders' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Your orders, page 1 of 1' });
    expect(orderNumbers()).toEqual(['DEMO-ELITE-0008', 'DEMO-ELITE-0007']);
    expect(fakes.orders.listRequests).toEqual([{ accountId: 101, page: 1, locale: 'en-CA' }]);
    const row = screen.getByRole('row', { name: /DEMO-ELITE-0007/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-02-27 03:00:00 PM', 'Placed', '24,000 pts', '$12.50', '3']);
    expect(within(row).getByRole('link', { name: 'Details of order DEMO-ELITE-0007' })).toHaveAttribute('href', '/account/order-details/7');
    expect(screen.getByText('2 orders in the last six months')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Order number',
      'Ordered on',
      'Status',
      'Points',
      'Cash',
      'Items',
    ]);
  });

  it('pages through the history 10 at a time, the page in the URL for links and the back button', async () => {
    const { container } = historyScenario(12);
    const { router } = renderApp(container, '/account/order-history');
    await screen.findByRole('table', { name: 'Your orders, page 1 of 2' });
    expect(orderNumbers()).toHaveLength(10);
    expect(orderNumbers()[0]).toBe('ORD-000012');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('table', { name: 'Your orders, page 2 of 2' });
    expect(router.state.location.search).toBe('?page=2');
    expect(orderNumbers()).toEqual(['ORD-000002', 'ORD-000001']);
    expect(screen.getByRole('heading', { level: 1, name: 'Your orders' })).toHaveFocus();
    await router.navigate(-1);
    await screen.findByRole('table', { name: 'Your orders, page 1 of 2' });
  });

  it('opens on the page its address names, and offers the first page when that page is past the last', async () => {
    const { container } = historyScenario(12);
    renderApp(container, '/account/order-history?page=2');
    await screen.findByRole('table', { name: 'Your orders, page 2 of 2' });
    expect(screen.getByRole('navigation', { name: 'Order history pages' })).toBeInTheDocument();

    const past = historyScenario(3);
    const { router } = renderApp(past.container, '/account/order-history?page=4');
    expect(await screen.findByText('There are no orders on this page.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await screen.findByRole('table', { name: 'Your orders, page 1 of 1' });
    expect(router.state.location.search).toBe('');
  });

  it('shows each status of an order’s items, translated, with amounts in French typography under /fr', async () => {
    const { container, fakes } = chromeScenario('member');
    fakes.orders.withOrder(
      apiOrder(3, {
        reference_identifier: 'DEMO-ELITE-0003',
        created_at: '2026-02-27T15:00:00.000Z',
        cash_paid: { amount: 1234.5, amount_cents: 123_450, currency_code: 'CAD' },
        order_items: [
          apiOrderItem(31, {
            order_statuses: [
              { status: 'placed', reason: null, created_at: '2026-02-27T15:00:00.000Z' },
              { status: 'cancelled', reason: null, created_at: '2026-02-27T16:00:00.000Z' },
            ],
          }),
          apiOrderItem(32, { order_statuses: [{ status: 'Shipped', reason: null, created_at: '2026-02-28T15:00:00.000Z' }] }),
        ],
      }),
    );
    renderApp(container, '/fr/account/order-history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos commandes' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /DEMO-ELITE-0003/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([`27${NBSP}février${NBSP}2026 à 15${NBSP}h${NBSP}00${NBSP}min${NBSP}00${NBSP}s`, 'Annulé, Expédié', `24${NBSP}000${NBSP}pts`, `1${NBSP}234,50${NBSP}$`, '2']);
    expect(within(row).getByRole('link', { name: 'Détails de la commande DEMO-ELITE-0003' })).toHaveAttribute(
      'href',
      '/fr/account/order-details/3',
    );
    expect(screen.getByText(`1${NBSP}commande au cours des six derniers mois`, { normalizer: (text) => text })).toBeInTheDocument();
  });

  it('says there are no orders, and leads to the shop', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/account/order-history');
    expect(await screen.findByText('You have no orders in the last six months.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the history cannot be loaded', async () => {
    const { container, fakes } = historyScenario(2);
    fakes.orders.failure = UNAVAILABLE;
    renderApp(container, '/account/order-history');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your orders. Please try again.');
    fakes.orders.failure = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your orders, page 1 of 1' })).toBeInTheDocument();
  });
});
