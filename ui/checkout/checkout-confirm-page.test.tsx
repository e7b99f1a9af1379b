import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiOrder, apiOrderItem } from '../../tests/fakes/api-fixtures';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { FakeOrderGateway } from '../../tests/fakes/fake-order-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { renderApp } from '../../tests/fakes/render-app';

const NBSP = '\u00a0';

/** An order placed on Monday 2 March 2026: a blender (merchandise) and an eGift card, part paid by card. */
function placedOrder() {
  return apiOrder(7001, {
    created_at: '2026-03-02T15:00:00.000Z',
    order_items: [
      apiOrderItem(1, { product: { id: 1, slug: 'blender', name: 'Blender', image: null }, quantity: 2, points_paid: 16_000 }),
      apiOrderItem(2, {
        product_type: 'egiftcard',
        product: { id: 2, slug: 'cafe', name: 'Café eGift Card', image: null },
        points_paid: 2_500,
      }),
    ],
    reference_identifier: 'RW-20260302-ABCD',
    points_used: 18_500,
    cash_paid: { amount: 20, amount_cents: 2_000, currency_code: 'CAD' },
    you_saved: 1_200,
  });
}

function openConfirmation(path: string) {
  const scenario = chromeScenario('member', {
    orders: new FakeOrderGateway(new FixedClock('2026-03-02T15:00:00.000Z')).withOrder(placedOrder()),
  });
  const view = renderApp(scenario.container, path);
  return { ...scenario, ...view };
}

describe('Order confirmation page', () => {
  it('shows the confirmation number, the items with their delivery dates, the points used and the cash paid', async () => {
    const { fakes } = openConfirmation('/checkout/confirm?order=7001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-number')).toHaveTextContent('RW-20260302-ABCD');
    expect(screen.getByText('A confirmation email has been sent to alex.martin@example.com.')).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Your items' });
    expect(within(items).getByRole('row', { name: /Blender/ })).toHaveTextContent('Delivered within 10 business days, by 2026-03-16');
    expect(within(items).getByRole('row', { name: /Café eGift Card/ })).toHaveTextContent(
      'Sent to your email within 3 days, by 2026-03-05',
    );
    expect(screen.getByTestId('points-used')).toHaveTextContent('18,500 pts');
    expect(screen.getByTestId('cash-paid')).toHaveTextContent('$20.00');
    expect(screen.getByText('Shipping and taxes').nextElementSibling).toHaveTextContent('Included');
    expect(screen.getByText('You saved').nextElementSibling).toHaveTextContent('1,200 pts');
    expect(screen.getByRole('link', { name: 'View the order details' })).toHaveAttribute('href', '/account/order-details/7001');
    expect(fakes.orders.getRequests).toEqual([{ id: 7001, locale: 'en-CA' }]);
  });

  it('prints the page', async () => {
    openConfirmation('/checkout/confirm?order=7001');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Print this confirmation' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('is in French under /fr, with dates and amounts written the French way', async () => {
    openConfirmation('/fr/checkout/confirm?order=7001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci de votre commande' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Blender/ })).toHaveTextContent(
      'Livré d’ici 10 jours ouvrables, au plus tard le 16 mars 2026'.replace('’', "'"),
    );
    expect(screen.getByTestId('points-used').textContent).toBe(`18${NBSP}500${NBSP}pts`);
    expect(screen.getByTestId('cash-paid').textContent).toBe(`20,00${NBSP}$`);
    expect(screen.getByRole('link', { name: 'Voir les détails de la commande' })).toHaveAttribute('href', '/fr/account/order-details/7001');
  });

  it('says an order it cannot find, or no order at all, is not found', async () => {
    openConfirmation('/checkout/confirm?order=9999');
    expect(await screen.findByText('We could not find this order.')).toBeInTheDocument();
  });

  it('asks nothing for an address without an order id', async () => {
    const { fakes } = openConfirmation('/checkout/confirm?order=abc');
    expect(await screen.findByText('We could not find this order.')).toBeInTheDocument();
    expect(fakes.orders.getRequests).toEqual([]);
  });
});
