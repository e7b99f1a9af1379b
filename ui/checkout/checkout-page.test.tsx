import { capability } from '../di/capabilities';
import type { ProductDetail } from '@rewards-storefront/domain/catalogue/product-detail';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAccount } from '../../tests/fakes/account-fixtures';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { TEST_CARDS } from '../../tests/fakes/fake-checkout-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { renderApp } from '../../tests/fakes/render-app';

/** A speaker at 10,000 points that allows split pay: at the 80% bound, 8,000 points and $20.00 by card. */
const SPEAKER: ProductDetail = aProductDetail({
  id: 1,
  name: 'Pulse Speaker',
  slug: 'pulse-speaker',
  points: 10_000,
  hasSplitPay: true,
  saleChannel: { hasSplitPay: true, minPercentagePoints: 80, minPercentageFiat: 0, pointsToCashRate: 0.01 },
});
/** A kettle at 8,000 points, points only. */
const KETTLE: ProductDetail = aProductDetail({ id: 2, name: 'Steel Kettle', slug: 'steel-kettle', points: 8_000 });
/** An eGift card: nothing ships. */
const EGIFT: ProductDetail = aProductDetail({ id: 3, name: 'Café eGift Card', slug: 'cafe-egift', type: 'egiftcard', points: 2_500 });

function openCheckout(lines: [ProductDetail, number][], path = '/checkout', balance?: number) {
  const clock = new FixedClock('2026-03-02T15:00:00.000Z');
  const accounts = balance === undefined ? {} : { accounts: new FakeAccountGateway([anAccount({ lastBalance: balance, pooledBalance: balance })]) };
  const scenario = chromeScenario('member', { clock, ...accounts });
  for (const [product, quantity] of lines) scenario.fakes.cart.withLine(101, product, quantity);
  const view = renderApp(scenario.container, path);
  return { ...scenario, ...view, app: scenario.container };
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** The shipping step's heading shows while the saved addresses still load; its choices come after. */
async function shippingChoices() {
  await stepHeading('Where should we ship your order?');
  await screen.findByRole('radio', { name: 'A new address' });
}

async function shipToDefaultAddress() {
  await shippingChoices();
  expect(screen.getByRole('radio', { name: /100 King Street West/ })).toBeChecked();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Review your order');
}

/** Chooses a new address for Alex Martin in Toronto, ON, enters `street` and `postalCode`, and continues. */
function shipToNewAddress(street: string, postalCode: string) {
  fireEvent.click(screen.getByRole('radio', { name: 'A new address' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Alex' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Martin' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Street address' }), { target: { value: street } });
  fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Toronto' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Province or territory' }), { target: { value: 'ON' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Postal code' }), { target: { value: postalCode } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

function fillCard(number: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'First name on the card' }), { target: { value: 'Alex' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Last name on the card' }), { target: { value: 'Martin' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Card number' }), { target: { value: number } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Expiry month' }), { target: { value: '12' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Expiry year' }), { target: { value: '2030' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Security code (CVV)' }), { target: { value: '123' } });
  // Spec §3: the card type and an unsaved billing address.
  fireEvent.change(screen.getByRole('combobox', { name: 'Card type' }), { target: { value: 'visa' } });
  const billing = screen.getByRole('group', { name: 'Billing address' });
  fireEvent.change(within(billing).getByRole('textbox', { name: 'Street address' }), { target: { value: '100 King Street West' } });
  fireEvent.change(within(billing).getByRole('textbox', { name: 'City' }), { target: { value: 'Toronto' } });
  fireEvent.change(within(billing).getByRole('textbox', { name: 'Province or state' }), { target: { value: 'ON' } });
  fireEvent.change(within(billing).getByRole('textbox', { name: 'Postal or ZIP code' }), { target: { value: 'M5X 1A9' } });
}

describe('Checkout page', () => {
  it('ships to the default address, reviews every line with shipping and taxes included, and places the order in points', async () => {
    const { fakes, router } = openCheckout([[KETTLE, 2]]);
    await shipToDefaultAddress();
    expect(screen.getByRole('navigation', { name: 'Checkout steps' })).toHaveTextContent('ShippingReview');
    const items = screen.getByRole('table', { name: 'Your items' });
    expect(within(items).getByRole('row', { name: /Steel Kettle/ })).toHaveTextContent('Steel Kettle216,000 pts');
    expect(screen.getByText('Shipping and taxes').nextElementSibling).toHaveTextContent('Included');
    expect(screen.getByTestId('review-points')).toHaveTextContent('16,000 pts');

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please tick this box to place your order.')).toBeInTheDocument();
    expect(fakes.checkout.placeRequests).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the programme rules' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirm'));
    expect(router.state.location.search).toBe('?order=7001');
    expect(fakes.checkout.placeRequests[0]?.request).toMatchObject({
      points: null,
      card: null,
      shipTo: { kind: 'saved', addressId: 11 },
      consents: { program_rules: true },
    });
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 0 items'),
    );
  });

  it('pays the cash part by card at the 80% bound, refusing a card outside the programme’s ranges before sending anything', async () => {
    const { fakes, app, router } = openCheckout([[SPEAKER, 1]]);
    await waitFor(() => expect(capability(app, 'catalogue').cartStore.snapshot.cart).not.toBeNull());
    capability(app, 'catalogue').cartStore.choosePoints(0);
    await shipToDefaultAddress();
    expect(screen.getByTestId('review-cash')).toHaveTextContent('$20.00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the programme rules' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await stepHeading('Pay the rest by credit card');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('Amount charged to your card: $20.00');

    fillCard(TEST_CARDS.outsideBinRange);
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('Please use a rewards credit card'),
    );
    expect(fakes.checkout.placeRequests).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Card number' }), { target: { value: TEST_CARDS.approved } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=7001'));
    expect(fakes.checkout.placeRequests[0]?.request).toMatchObject({
      points: 8_000,
      card: { credit_card_number: '4512340000000003', expiry_month: 12, expiry_year: 2030 },
    });
  });

  it('says a declined card’s details are not valid, with the checkout error title, and stays on the payment step', async () => {
    const { app } = openCheckout([[SPEAKER, 1]]);
    await waitFor(() => expect(capability(app, 'catalogue').cartStore.snapshot.cart).not.toBeNull());
    capability(app, 'catalogue').cartStore.choosePoints(8_000);
    await shipToDefaultAddress();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the programme rules' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await stepHeading('Pay the rest by credit card');
    fillCard(TEST_CARDS.declined);
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await within(await screen.findByRole('region', { name: 'Notifications' })).findByRole('alert');
    expect(alert).toHaveTextContent('We could not place your order');
    expect(alert).toHaveTextContent('The entered credit card information is not valid, please provide the valid credit card details');
    expect(screen.getByRole('heading', { level: 2, name: 'Pay the rest by credit card' })).toBeInTheDocument();
  });

  it('refuses a P.O. box before verifying anything', async () => {
    const { fakes } = openCheckout([[KETTLE, 1]]);
    await shippingChoices();
    shipToNewAddress('PO Box 1234', 'M5X 1A9');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveAccessibleDescription(
        'We cannot ship to a P.O. box. Please enter a street address.',
      ),
    );
    expect(fakes.checkout.validationRequests).toEqual([]);
  });

  it('offers the verified address against the entered one, and ships to the member’s choice', async () => {
    const { fakes } = openCheckout([[KETTLE, 1]]);
    await shippingChoices();
    shipToNewAddress('10 Yonge Stret', 'm5e1w7');
    expect(
      await screen.findByText('We could not find the entered street name. The suggested street name is Yonge Street. Thank you!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /The verified address.*10 Yonge Street/ })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /The address you entered.*10 Yonge Stret/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    await stepHeading('Review your order');
    expect(screen.getByText(/10 Yonge Stret/)).toBeInTheDocument();
    expect(fakes.checkout.validationRequests[0]).toMatchObject({ address1: '10 Yonge Stret', postal_code: 'M5E 1W7', country: 'CA' });
  });

  it('tells a member short of points the minimum of §5 before any step, and sends nothing', async () => {
    const { fakes } = openCheckout([[EGIFT, 1]], '/checkout', 2_499);
    expect(
      await screen.findByText(
        'You need a minimum of 2,500 points to checkout your shopping cart. Please adjust the items in your cart before trying again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/shop/cart');
    expect(screen.queryByRole('button', { name: /Place/ })).not.toBeInTheDocument();
    expect(fakes.checkout.placeRequests).toEqual([]);
  });

  it('lets a split-pay cart whose least points share fits the balance go on (the review step takes fewer points), and stops one whose least share does not', async () => {
    openCheckout([[SPEAKER, 1]], '/checkout', 9_000);
    await shippingChoices();
    cleanup();
    openCheckout([[SPEAKER, 1]], '/checkout', 7_999);
    expect(
      await screen.findByText(
        'You need a minimum of 8,000 points to checkout your shopping cart. Please adjust the items in your cart before trying again.',
      ),
    ).toBeInTheDocument();
  });

  it('skips the shipping step for a cart that ships nothing', async () => {
    openCheckout([[EGIFT, 1]]);
    await stepHeading('Review your order');
    expect(screen.getByRole('navigation', { name: 'Checkout steps' })).toHaveTextContent('Review');
    expect(screen.getByRole('navigation', { name: 'Checkout steps' })).not.toHaveTextContent('Shipping');
    expect(screen.getByText('Nothing in your cart is shipped: eGift cards go to the email address on file.')).toBeInTheDocument();
  });

  it('has nothing to check out for an empty cart, in French under /fr', async () => {
    openCheckout([], '/fr/checkout');
    expect(await screen.findByText(/Votre panier est vide/)).toHaveTextContent("Votre panier est vide ; il n'y a rien à commander.");
    expect(screen.getByRole('link', { name: 'Parcourir la boutique' })).toHaveAttribute('href', '/fr/shop');
  });
});
