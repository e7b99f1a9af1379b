import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { apiOrder, apiOrderItem, SHIPPED_HEADPHONES, WELCOME10_SAVING } from '../../tests/fakes/api-fixtures';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { factValue } from '../../tests/fakes/fact-value';
import { renderApp } from '../../tests/fakes/render-app';

const HOUR_MS = 3_600_000;
const NBSP = '\u00a0';

/** The shipped order of ten days ago: a discounted item with tracking, an eGift card with its serial number, split pay, a promotion code. */
const shippedOrder = apiOrder(3, {
  reference_identifier: 'DEMO-ELITE-0003',
  created_at: '2026-02-19T15:30:00.000Z',
  order_items: [
    apiOrderItem(31, {
      order_item_number: 'ITEM-0003-1',
      ...SHIPPED_HEADPHONES,
      order_statuses: [
        { status: 'placed', reason: null, created_at: '2026-02-19T15:30:00.000Z' },
        { status: 'shipped', reason: null, created_at: '2026-02-20T09:00:00.000Z' },
      ],
    }),
    apiOrderItem(32, {
      order_item_number: 'ITEM-0003-2',
      product_type: 'egiftcard',
      sale_channel: { code: 'EGIF' },
      product: { id: 9, slug: null, name: 'Café eGift Card', image: null },
      price: 5_000,
      item_total: 5_000,
      points_paid: 5_000,
      order_statuses: [{ status: 'gifted', reason: null, created_at: '2026-02-19T15:31:00.000Z' }],
      serial_number: 'EGC-4421-8812-0093',
      recipient: { name: 'Alex Martin', email: 'alex.martin@example.com' },
    }),
  ],
  total_price: 16_000,
  discounted_price: 1_100,
  paid_price: 14_900,
  points_used: 12_920,
  cash_paid: { amount: 19.8, amount_cents: 1_980, currency_code: 'CAD' },
  you_saved: 2_100,
  payment_transactions: [
    {
      id: 5,
      kind: 'charge',
      amount: { amount: 19.8, amount_cents: 1_980, currency_code: 'CAD' },
      currency: 'CAD',
      masked_card_number: '**** **** **** 0003',
      billing_address: null,
      created_at: '2026-02-19T15:30:01.000Z',
    },
  ],
  promotions: [WELCOME10_SAVING],
});

/** The order of an hour ago (ORD-000001): two placed items, cancellable until 17:00. */
const recentOrder = apiOrder(1, {
  order_items: [
    apiOrderItem(11),
    apiOrderItem(12, {
      product: { id: 8, slug: 'steel-kettle', name: 'Steel Kettle', image: null },
      price: 4_000,
      item_total: 4_000,
      points_paid: 4_000,
    }),
  ],
});

function detailScenario(viewer: 'member' | 'login-as' = 'member') {
  const scenario = chromeScenario(viewer);
  scenario.fakes.orders
    .withOrder(shippedOrder)
    .withOrder(recentOrder)
    .withOrder(apiOrder(40, { reference_identifier: 'MARIE-0001' }), 'someone-else');
  return scenario;
}

const section = (name: string) => screen.getByRole('region', { name });

/** Checks what each term of `scope` says, for the terms `expected` names (null: no such term); one comparison shows every difference. */
/** Checks what the confirmation dialog `name` says, confirms with `confirm`, and gives back the notice that follows. */
async function confirmCancellation(name: string, says: string, confirm: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  expect(dialog).toHaveTextContent(says);
  fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
  return within(await screen.findByRole('region', { name: 'Notifications' })).findByRole('status');
}

function expectFacts(scope: HTMLElement, expected: Record<string, string | null>) {
  expect(Object.fromEntries(Object.keys(expected).map((label) => [label, factValue(scope, label)]))).toEqual(expected);
}
const item = (name: string, list = 'Items') => within(screen.getByRole('list', { name: list })).getByRole('listitem', { name });

describe('Order details page', () => {
  // The recent order was placed at 11:00 and can be cancelled until 17:00 (UTC): the page is read at 12:48.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:48:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the time left to cancel beside each cancel button, rounded down to the minute', async () => {
    const { container } = detailScenario();
    renderApp(container, '/account/order-details/1');
    await screen.findByRole('heading', { level: 1, name: 'Order ORD-000001' });
    expect(within(section('Order summary')).getByText('Cancel within 4 h 12 min')).toBeInTheDocument();
    expect(within(item('Steel Kettle')).getByText('Cancel within 4 h 12 min')).toBeInTheDocument();
    expect(within(section('Order summary')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes the cancel buttons away when the window closes, and says so once in a status', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-01T16:59:30.000Z') });
    const { container } = detailScenario();
    renderApp(container, '/account/order-details/1');
    await screen.findByRole('heading', { level: 1, name: 'Order ORD-000001' });
    expect(within(section('Order summary')).getByText('Less than a minute left to cancel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(within(section('Order summary')).getByRole('status')).toHaveTextContent('The time to cancel has run out.');
    expect(within(item('Steel Kettle')).getByRole('status')).toHaveTextContent('The time to cancel has run out.');
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it('shows every display field of the order that applies: summary, items, payment, shipping and contact', async () => {
    const { container, fakes } = detailScenario();
    renderApp(container, '/account/order-details/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order DEMO-ELITE-0003' })).toBeInTheDocument();
    expect(fakes.orders.getRequests).toEqual([{ id: 3, locale: 'en-CA' }]);
    expect(document.title).toMatch(/^Order DEMO-ELITE-0003 \|/);

    expectFacts(section('Order summary'), {
      'Order number': 'DEMO-ELITE-0003',
      'Ordered on': '2026-02-19 03:30:00 PM',
      'Ordered by': 'Alex Martin',
      Account: 'Elite **** 4821',
      Status: 'Shipped, Gifted',
    });

    const shipped = item('Aria Studio Headphones');
    expect(within(shipped).getByRole('link', { name: 'Aria Studio Headphones' })).toHaveAttribute('href', '/shop/aria-studio-headphones');
    expectFacts(shipped, {
      'Item number': 'ITEM-0003-1',
      Status: 'Shipped',
      Quantity: '2',
      Price: '5,500 pts (regular price 6,000 pts)',
      'Item total': '11,000 pts',
      'Promotion code': 'WELCOME10, you saved 1,100 pts',
      'Points used': '7,920 pts',
      'Cash payment': '$19.80',
      Delivery: 'Arrives within 10 business days, by 2026-03-05',
    });
    expect(within(shipped).queryByText('Serial number')).not.toBeInTheDocument();

    const egift = item('Café eGift Card');
    expect(within(egift).queryByRole('link')).not.toBeInTheDocument();
    expectFacts(egift, { Status: 'Gifted', 'Serial number': 'EGC-4421-8812-0093', Recipient: 'Alex Martin, alex.martin@example.com' });
    expect(within(egift).queryByText('Delivery')).not.toBeInTheDocument();
    expect(within(egift).queryByText('Tracking number')).not.toBeInTheDocument();

    expectFacts(section('Payment'), {
      Subtotal: '16,000 pts',
      'Promotion code WELCOME10': '−1,100 pts',
      'You saved': '2,100 pts',
      'Shipping and taxes': 'Included',
      Total: '14,900 pts',
      'Points used': '12,920 pts',
      'Cash payment': '$19.80',
      'Charged to card **** **** **** 0003': '$19.80',
    });

    const shipping = section('Shipping and contact information');
    expect(within(shipping).getByText('100 King Street West')).toBeInTheDocument();
    expect(within(shipping).getByText('Toronto ON M5X 1A9')).toBeInTheDocument();
    expectFacts(shipping, { Email: 'alex.martin@example.com', Phone: '416-555-0100' });

    // Nothing in it can be cancelled any more: no button offers to.
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(within(section('Order summary')).queryByText('Cancellable until')).not.toBeInTheDocument();
  });

  it('sends a delivered eGift card again through the programme’s custom action; its status then reads Resend requested, and no button is left', async () => {
    const { container, fakes } = detailScenario();
    renderApp(container, '/account/order-details/3');
    const egift = await waitFor(() => item('Café eGift Card'));
    fireEvent.click(within(egift).getByRole('button', { name: 'Send the eGift card Café eGift Card again' }));
    expect(await screen.findByText('Café eGift Card will be sent again to the email on file.')).toBeInTheDocument();
    expect(fakes.orders.resendRequests).toEqual([{ id: 3, itemId: 32, locale: 'en-CA' }]);
    await waitFor(() => expect(within(item('Café eGift Card')).queryByRole('button', { name: /Send the eGift card/ })).toBeNull());
    expect(factValue(item('Café eGift Card'), 'Status')).toBe('Resend requested');
  });

  it('shows the no-image sign for an item whose picture cannot be loaded', async () => {
    const { container } = detailScenario();
    renderApp(container, '/account/order-details/1');
    await screen.findByRole('heading', { level: 1, name: 'Order ORD-000001' });
    const picture = item('Aria Studio Headphones').querySelector('img');
    expect(picture).toHaveAttribute('src', '/media/products/aria-studio-headphones-small.svg');
    fireEvent.error(picture!);
    expect(item('Aria Studio Headphones').querySelector('img')).toBeNull();
    expect(item('Aria Studio Headphones').querySelector('svg')).toBeInTheDocument();
  });

  it('links the tracking number to the carrier in a new tab, and says so', async () => {
    const { container } = detailScenario();
    renderApp(container, '/account/order-details/3');
    await screen.findByRole('heading', { level: 1, name: 'Order DEMO-ELITE-0003' });
    const link = screen.getByRole('link', { name: '7023210039414604 (track with the carrier, opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://tracking.example.com/track?number=7023210039414604');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a status’s reason, translated when it is one of the spec’s cancel reasons', async () => {
    const { container, fakes } = chromeScenario('member');
    fakes.orders.withOrder(
      apiOrder(5, {
        order_items: [
          apiOrderItem(51, {
            order_statuses: [
              { status: 'placed', reason: null, created_at: '2026-03-01T11:00:00.000Z' },
              { status: 'cancelled', reason: 'item no longer needed', created_at: '2026-03-01T11:30:00.000Z' },
            ],
          }),
          apiOrderItem(52, {
            product: { id: 8, slug: null, name: 'Steel Kettle', image: null },
            order_statuses: [{ status: 'hold', reason: 'Address check', created_at: '2026-03-01T11:00:00.000Z' }],
          }),
        ],
      }),
    );
    renderApp(container, '/fr/account/order-details/5');
    await screen.findByRole('heading', { level: 1, name: 'Commande ORD-000005' });
    expect(factValue(item('Aria Studio Headphones', 'Articles'), 'État')).toBe(`Annulé (raison${NBSP}: Article dont vous n’avez plus besoin)`);
    expect(factValue(item('Steel Kettle', 'Articles'), 'État')).toBe(`En attente (raison${NBSP}: Address check)`);
  });

  it('cancels one item after the member confirms: it shows cancelled, a notice names it and the refunded points reach the utility bar', async () => {
    const { container, fakes } = detailScenario();
    renderApp(container, '/account/order-details/1');
    await screen.findByRole('heading', { level: 1, name: 'Order ORD-000001' });
    expect(factValue(section('Order summary'), 'Cancellable until')).toBe('2026-03-01 05:00:00 PM');
    const bar = await screen.findByRole('region', { name: 'Your points and card' });
    await within(bar).findByText('152,300 PTS');
    fakes.accounts.result = {
      ok: true,
      accounts: alexAccounts().map((card) => (card.id === 101 ? { ...card, pooledBalance: 164_300 } : card)),
    };

    fireEvent.click(within(item('Aria Studio Headphones')).getByRole('button', { name: 'Cancel Aria Studio Headphones' }));
    const notice = await confirmCancellation(
      'Cancel this item?',
      'Aria Studio Headphones will be cancelled from order ORD-000001 and its points will come back to your card.',
      'Yes, cancel the item',
    );
    expect(notice).toHaveTextContent('Item cancelled');
    expect(notice).toHaveTextContent('Aria Studio Headphones was cancelled from order ORD-000001. Its points are back on your card.');
    expect(fakes.orders.cancelItemRequests).toEqual([{ id: 1, itemId: 11, locale: 'en-CA' }]);
    await waitFor(() => expect(factValue(item('Aria Studio Headphones'), 'Status')).toBe('Cancelled'));
    expect(within(item('Aria Studio Headphones')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(item('Steel Kettle')).getByRole('button', { name: 'Cancel Steel Kettle' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
    expect(await within(bar).findByText('164,300 PTS')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Aria Studio Headphones' })).toHaveFocus());
  });

  it('cancels the whole order after the member confirms: every item cancelled, nothing left to cancel', async () => {
    const { container, fakes } = detailScenario();
    renderApp(container, '/account/order-details/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const notice = await confirmCancellation(
      'Cancel this order?',
      'Order ORD-000001 of 2026-03-01 will be cancelled and its points will come back to your card. This cannot be undone.',
      'Yes, cancel the order',
    );
    expect(notice).toHaveTextContent('Order ORD-000001 was cancelled. Its points are back on your card.');
    expect(fakes.orders.cancelOrderRequests).toEqual([{ id: 1, locale: 'en-CA' }]);
    await waitFor(() => expect(factValue(section('Order summary'), 'Status')).toBe('Cancelled'));
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(within(section('Order summary')).queryByText('Cancellable until')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('sends nothing when the member keeps the order', async () => {
    const { container, fakes } = detailScenario();
    renderApp(container, '/account/order-details/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fakes.orders.cancelOrderRequests).toEqual([]);
  });

  it('gives the programme’s explanation when it refuses, and changes nothing', async () => {
    const { container, fakes } = detailScenario();
    renderApp(container, '/account/order-details/1');
    const cancel = await screen.findByRole('button', { name: 'Cancel order' });
    // The page stayed open past the 6 hours.
    fakes.clock.advanceBy(6 * HOUR_MS);
    fireEvent.click(cancel);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel the order' }));
    const alert = await within(await screen.findByRole('region', { name: 'Notifications' })).findByRole('alert');
    expect(alert).toHaveTextContent('The order was not cancelled');
    expect(alert).toHaveTextContent(
      'This order can no longer be cancelled: the 6-hour cancellation window has closed. Please contact support.',
    );
    expect(factValue(item('Aria Studio Headphones'), 'Status')).toBe('Placed');
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  });

  it('shows a read-only admin the cancel buttons disabled, and why', async () => {
    const { container } = detailScenario('login-as');
    renderApp(container, '/account/order-details/1');
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeDisabled();
    expect(within(item('Steel Kettle')).getByRole('button', { name: 'Cancel Steel Kettle' })).toBeDisabled();
    expect(screen.getAllByText('Read-only access: changes cannot be made.')).toHaveLength(3);
  });

  it('says an order that is not the member’s, unknown or not a number, is not found', async () => {
    for (const path of ['/account/order-details/40', '/account/order-details/999', '/account/order-details/abc']) {
      const { container, fakes } = detailScenario();
      const view = renderApp(container, path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' }), path).toBeInTheDocument();
      expect(screen.queryByText('MARIE-0001')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to your orders' })).toHaveAttribute('href', '/account/order-history');
      if (path.endsWith('abc')) expect(fakes.orders.getRequests).toEqual([]);
      view.unmount();
    }
  });

  it('takes the member to the order history when the address names no order', async () => {
    const { container } = detailScenario();
    const { router } = renderApp(container, '/fr/account/order-details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/account/order-history'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos commandes' })).toBeInTheDocument();
  });

  it('speaks French under /fr: labels, statuses, amounts, dates and delivery', async () => {
    const { container, fakes } = detailScenario();
    renderApp(container, '/fr/account/order-details/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande ORD-000001' })).toBeInTheDocument();
    expect(fakes.orders.getRequests).toEqual([{ id: 1, locale: 'fr-CA' }]);
    const headphones = item('Aria Studio Headphones', 'Articles');
    expectFacts(headphones, {
      État: 'Commandé',
      'Total de l’article': `12${NBSP}000${NBSP}pts`,
      Livraison: `Livraison dans un délai de 10${NBSP}jours ouvrables, d’ici le 13${NBSP}mars${NBSP}2026`,
    });
    expectFacts(section('Paiement'), { 'Livraison et taxes': 'Incluses', 'Paiement en argent': `0,00${NBSP}$` });
    expect(factValue(section('Résumé de la commande'), 'Annulable jusqu’au')).toBe(`1er${NBSP}mars${NBSP}2026 à 17${NBSP}h${NBSP}00${NBSP}min${NBSP}00${NBSP}s`);
    expect(within(headphones).getByRole('button', { name: 'Annuler Aria Studio Headphones' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler la commande' })).toBeInTheDocument();
    // Spaces that do not break between a number and its unit (OQLF).
    const countdown = `Annulable encore pendant 4${NBSP}h${NBSP}12${NBSP}min`;
    expect(within(section('Résumé de la commande')).getByText((_text, element) => element?.textContent === countdown)).toBeInTheDocument();
  });
});
