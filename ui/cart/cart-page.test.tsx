import type { ProductDetail } from '@rewards-storefront/domain/catalogue/product-detail';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAccount } from '../../tests/fakes/account-fixtures';
import { chromeScenario, type ScenarioViewer } from '../../tests/fakes/chrome-scenario';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { aProductDetail, aVariant } from '../../tests/fakes/fake-catalogue-gateway';
import { renderApp } from '../../tests/fakes/render-app';

const NBSP = '\u00a0';

/** Headphones on sale (12,000 points, 15,000 before), black, at most 3 per order; they allow split pay. */
const HEADPHONES: ProductDetail = aProductDetail({
  id: 1,
  name: 'Aria Headphones',
  slug: 'aria-headphones',
  points: 12_000,
  originalPoints: 15_000,
  maxQuantity: 3,
  defaultVariantId: 11,
  variants: [aVariant({ id: 11, points: 12_000, attributes: { colour: { value: 'black', label: 'Black' } } })],
  hasSplitPay: true,
  saleChannel: { hasSplitPay: true, minPercentagePoints: 80, minPercentageFiat: 0, pointsToCashRate: 0.01 },
});

/** An eGift card of 2,500 points. */
const EGIFT: ProductDetail = aProductDetail({ id: 2, name: 'Café eGift Card', slug: 'cafe-egift', type: 'egiftcard', points: 2_500 });

/** A mug of 400 points: alone, it keeps the cart under the 1,000-point minimum. */
const MUG: ProductDetail = aProductDetail({ id: 3, name: 'Mug', slug: 'mug', points: 400 });

function openCart(lines: [ProductDetail, number][], path = '/shop/cart', viewer: ScenarioViewer = 'member', balance?: number) {
  const accounts = balance === undefined ? {} : { accounts: new FakeAccountGateway([anAccount({ lastBalance: balance, pooledBalance: balance })]) };
  const scenario = chromeScenario(viewer, accounts);
  for (const [product, quantity] of lines) scenario.fakes.cart.withLine(101, product, quantity);
  const view = renderApp(scenario.container, path);
  return { ...scenario, ...view };
}

const line = (name: string) => screen.getByRole('listitem', { name });
const cartLink = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Cart, / });

describe('Cart page', () => {
  it('lists each line with its variant, price each with the regular price struck through, sale, eGift recipient and total', async () => {
    openCart([
      [HEADPHONES, 2],
      [EGIFT, 1],
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    const headphones = await screen.findByRole('listitem', { name: 'Aria Headphones' });
    expect(within(headphones).getByRole('link', { name: 'Aria Headphones' })).toHaveAttribute('href', '/shop/aria-headphones');
    expect(headphones).toHaveTextContent('Colour: Black');
    expect(headphones).toHaveTextContent('12,000 pts each');
    expect(within(headphones).getByText('15,000 pts').tagName).toBe('S');
    expect(headphones).toHaveTextContent('On sale: 3,000 pts off each');
    expect(headphones).toHaveTextContent('Item total: 24,000 pts');
    expect(line('Café eGift Card')).toHaveTextContent('Sent by email to Alex Martin, alex.martin@example.com');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('26,500 pts');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('26,500 pts');
    expect(screen.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
    expect(cartLink()).toHaveAccessibleName('Cart, 3 items');
  });

  it('changes a quantity at once, with the header’s count, and caps it at the maximum per order with the message of §8', async () => {
    const { fakes } = openCart([[HEADPHONES, 1]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Increase the quantity of Aria Headphones' }));
    expect(line('Aria Headphones')).toHaveTextContent('Item total: 24,000 pts');
    await waitFor(() => expect(cartLink()).toHaveAccessibleName('Cart, 2 items'));
    await waitFor(() => expect(fakes.cart.lineChanges).toHaveLength(1));

    const quantity = screen.getByRole('textbox', { name: 'Quantity of Aria Headphones' });
    fireEvent.change(quantity, { target: { value: '7' } });
    fireEvent.blur(quantity);
    await waitFor(() => expect(fakes.cart.lineChanges).toHaveLength(2));
    const notice = await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('status');
    expect(notice).toHaveTextContent(
      'You cannot add more than 3 items to your cart per order. The quantities have been adjusted accordingly.',
    );
    await waitFor(() => expect(quantity).toHaveValue('3'));
    expect(fakes.cart.lineChanges.at(-1)?.quantity).toBe(3);
  });

  it.each([
    ['/shop/cart', 'Quantity of Mug', 'Item Not Available', 'Only 2 of this item are left in stock. Please choose 2 or fewer.'],
    ['/fr/shop/cart', 'Quantité de Mug', 'Article non disponible', 'Il ne reste que 2 exemplaire(s) de cet article en stock. Veuillez en choisir 2 ou moins.'],
  ])("at %s, a quantity above what is left in stock says 'Item Not Available' in the member's language and keeps the line", async (path, label, title, text) => {
    const fewLeft = { ...MUG, variants: [aVariant({ id: 31, points: 400, stockQuantity: 2 })], defaultVariantId: 31 };
    const { fakes } = openCart([[fewLeft, 1]], path);
    const quantity = await screen.findByRole('textbox', { name: label });
    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.blur(quantity);
    await waitFor(() => expect(fakes.cart.lineChanges).toHaveLength(1));
    const notice = await within(screen.getByRole('region', { name: /^(Notifications)$/ })).findByRole('alert');
    expect(notice).toHaveTextContent(title);
    expect(notice).toHaveTextContent(text);
    await waitFor(() => expect(quantity).toHaveValue('1'));
  });

  const FEES = [
    { id: 7, code: 'eco_fee', amount: 150, isMandatory: true, name: { 'en-CA': 'Environmental handling fee', 'fr-CA': 'Écofrais' } },
    { id: 8, code: 'gift_wrap', amount: 500, isMandatory: false, name: { 'en-CA': 'Gift wrapping', 'fr-CA': 'Emballage-cadeau' } },
  ] as const;

  /** Opens the cart at `path` holding `quantity` mugs, which carry the fees; gives back the fake and the mug's line. */
  async function openCartWithFees(quantity: number, path: string) {
    const scenario = chromeScenario('member');
    scenario.fakes.cart.productFees.set(MUG.id, FEES);
    scenario.fakes.cart.withLine(101, MUG, quantity);
    renderApp(scenario.container, path);
    const mug = await screen.findByRole('listitem', { name: 'Mug' }, { timeout: 5_000 });
    return { fakes: scenario.fakes, mug };
  }

  it('shows a line’s mandatory fee and adds the fees to the total; ticking gift wrapping adds it (cart fees)', async () => {
    const { fakes, mug } = await openCartWithFees(3, '/shop/cart');
    expect(within(mug).getByTestId('line-fee')).toHaveTextContent('Environmental handling fee: 450 pts (150 pts each)');
    expect(screen.getByTestId('cart-fees')).toHaveTextContent('450 pts');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('1,650 pts');
    const wrap = within(mug).getByRole('checkbox', { name: 'Gift wrapping for Mug (+500 pts each)' });
    expect(wrap).not.toBeChecked();
    fireEvent.click(wrap);
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('3,150 pts'));
    expect(fakes.cart.feeChoices).toEqual([expect.objectContaining({ lineId: expect.any(Number), feeTypeIds: [8], locale: 'en-CA' })]);
    expect(screen.getByTestId('cart-fees')).toHaveTextContent('1,950 pts');
    expect(within(mug).getByRole('checkbox', { name: 'Gift wrapping for Mug (+500 pts each)' })).toBeChecked();
  });

  it('shows the fees in French with French number formats under /fr', async () => {
    const { mug } = await openCartWithFees(10, '/fr/shop/cart');
    // toHaveTextContent folds the non-breaking spaces of fr-CA formats into spaces; the raw text keeps them.
    expect(within(mug).getByTestId('line-fee')).toHaveTextContent('Écofrais : 1 500 pts (150 pts chacun)');
    expect(within(mug).getByTestId('line-fee').textContent).toContain(`1${NBSP}500${NBSP}pts`);
    expect(screen.getByText('Frais supplémentaires')).toBeInTheDocument();
    expect(screen.getByTestId('cart-fees').textContent).toBe(`1${NBSP}500${NBSP}pts`);
    expect(within(mug).getByRole('checkbox', { name: /^Emballage-cadeau pour Mug \(\+500\spts chacun\)$/ })).toBeInTheDocument();
  });

  it('removes a line, says so, and says the cart is empty once nothing is left', async () => {
    openCart([[HEADPHONES, 1]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Aria Headphones from your cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')).toHaveTextContent(
      'Aria Headphones is no longer in your cart.',
    );
  });

  it('applies a valid promotion code and shows its saving; an invalid or expired one shows the text of §8', async () => {
    openCart([[HEADPHONES, 1]]);
    const code = await screen.findByRole('textbox', { name: 'Promotion code' });
    fireEvent.change(code, { target: { value: 'EXPIRED2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The promo code you entered is invalid or expired.'));
    fireEvent.change(code, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('invalid or expired, or it is already applied')));

    fireEvent.change(code, { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = await screen.findByRole('list', { name: 'Promotion codes applied' });
    expect(applied).toHaveTextContent('WELCOME10: Welcome offer: 10% off');
    expect(applied).toHaveTextContent('1,200 pts off');
    expect(screen.getByTestId('cart-promotions')).toHaveTextContent('−1,200 pts');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('10,800 pts');
    expect(line('Aria Headphones')).toHaveTextContent('WELCOME10 (Welcome offer: 10% off): 1,200 pts off');

    fireEvent.click(screen.getByRole('button', { name: 'Remove the promotion code WELCOME10' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Promotion codes applied' })).not.toBeInTheDocument());
    expect(screen.getByTestId('cart-total')).toHaveTextContent('12,000 pts');
  });

  it('shows the French text of §8 for an expired code, in French under /fr', async () => {
    openCart([[HEADPHONES, 1]], '/fr/shop/cart');
    const code = await screen.findByRole('textbox', { name: 'Code promotionnel' });
    fireEvent.change(code, { target: { value: 'EXPIRED2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Le code promotionnel que vous avez entré est invalide ou expiré.'));
    expect(screen.getByTestId('cart-total').textContent).toBe(`12${NBSP}000${NBSP}pts`);
  });

  it('pays part by card, never under the 80% share in points, and shows the card charge in dollars', async () => {
    openCart([[HEADPHONES, 1]]);
    const points = await screen.findByRole('textbox', { name: 'Points to use' });
    expect(points).toHaveAccessibleDescription('From 9,600 pts to 12,000 pts');
    expect(screen.getByTestId('card-part')).toHaveTextContent('Charged to your credit card: $0.00');
    fireEvent.change(points, { target: { value: '100' } });
    fireEvent.blur(points);
    await waitFor(() => expect(screen.getByTestId('card-part')).toHaveTextContent('Charged to your credit card: $24.00'));
    expect(screen.getByTestId('points-part')).toHaveTextContent('Paid with points: 9,600 pts');
    expect(points).toHaveValue('9600');
    fireEvent.click(screen.getByRole('button', { name: 'Pay all in points' }));
    await waitFor(() => expect(screen.getByTestId('card-part')).toHaveTextContent('$0.00'));
  });

  it('keeps checkout disabled, and says why, while the cart is under the minimum of §5', async () => {
    openCart([[MUG, 1]]);
    const message =
      'You need a minimum of 1,000 points to checkout your shopping cart. Please adjust the items in your cart before trying again.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    const checkout = screen.getByRole('button', { name: 'Check out' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('link', { name: 'Check out' })).not.toBeInTheDocument();
  });

  it('keeps checkout disabled, with the minimum message of §5, while the cart takes more points than the card holds', async () => {
    openCart([[EGIFT, 1]], '/shop/cart', 'member', 2_499);
    const message =
      'You need a minimum of 2,500 points to checkout your shopping cart. Please adjust the items in your cart before trying again.';
    // Announced when it appears (a split-pay change can bring it).
    expect((await screen.findByText(message)).closest('[role="status"]')).not.toBeNull();
    const checkout = screen.getByRole('button', { name: 'Check out' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(message);
  });

  it('lets a card holding exactly the points the cart takes check out', async () => {
    openCart([[EGIFT, 1]], '/shop/cart', 'member', 2_500);
    expect(await screen.findByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByText(/You need a minimum of/)).not.toBeInTheDocument();
  });

  it('says in French that the card is short of points, under /fr', async () => {
    openCart([[EGIFT, 1]], '/fr/shop/cart', 'member', 2_499);
    expect(
      await screen.findByText(
        `Vous devez avoir au moins 2 500 points pour passer votre commande. Veuillez modifier les articles de votre panier avant de réessayer.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passer à la caisse' })).toBeDisabled();
  });

  it('saves a comment on a line', async () => {
    const { fakes } = openCart([[HEADPHONES, 1]]);
    const comment = await screen.findByRole('textbox', { name: 'Comment for Aria Headphones' });
    fireEvent.change(comment, { target: { value: 'Gift wrap, please' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the comment for Aria Headphones' }));
    expect(await screen.findByText('Comment saved.')).toBeInTheDocument();
    expect(fakes.cart.lineChanges).toEqual([expect.objectContaining({ quantity: 1, notes: 'Gift wrap, please' })]);
  });

  it('shows a read-only admin every control disabled, and why', async () => {
    openCart([[HEADPHONES, 1]], '/shop/cart', 'login-as');
    const increase = await screen.findByRole('button', { name: 'Increase the quantity of Aria Headphones' });
    expect(increase).toBeDisabled();
    expect(increase).toHaveAccessibleDescription('Read-only access: changes cannot be made.');
    expect(screen.getByRole('button', { name: 'Remove Aria Headphones from your cart' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Promotion code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check out' })).toBeDisabled();
  });

  it('offers to try again when the cart cannot be loaded', async () => {
    const scenario = chromeScenario('member');
    scenario.fakes.cart.failure = { reason: 'unavailable' };
    renderApp(scenario.container, '/shop/cart');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your cart. Please try again.');
    scenario.fakes.cart.failure = null;
    scenario.fakes.cart.withLine(101, HEADPHONES, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Aria Headphones' })).toBeInTheDocument();
  });
});
