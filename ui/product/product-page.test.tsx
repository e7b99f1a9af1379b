import type { ProductDetail } from '@rewards-storefront/domain/catalogue/product-detail';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import type { RecentlyViewedProduct } from '@rewards-storefront/domain/catalogue/recently-viewed';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario, type ScenarioViewer } from '../../tests/fakes/chrome-scenario';
import { aProduct, aProductDetail, aVariant, FakeCatalogueGateway } from '../../tests/fakes/fake-catalogue-gateway';
import { renderApp } from '../../tests/fakes/render-app';

const NBSP = '\u00a0';

/** A phone in black (in stock) and white (sold out), each with its own SKU. */
function aPhone(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return aProductDetail({
    id: 7,
    name: 'Nova Phone',
    slug: 'nova-phone',
    brand: 'Nova',
    model: 'NP-7',
    points: 50_000,
    defaultVariantId: 701,
    categoryPath: ['Electronics', 'Phones'],
    description: 'A phone that lasts all day.',
    variants: [
      aVariant({ id: 701, sku: 'NP7-BLK', points: 50_000, attributes: { colour: { value: 'black', label: 'Black' } } }),
      aVariant({ id: 702, sku: 'NP7-WHT', points: 50_000, isAvailable: false, stockQuantity: 0, attributes: { colour: { value: 'white', label: 'White' } } }),
    ],
    ...overrides,
  });
}

/** The prepaid Visa card: its disclosure consent must be accepted before it goes in the cart. */
function aPrepaidCard(): ProductDetail {
  return aProductDetail({
    id: 9,
    name: 'Prepaid Visa Card',
    slug: 'prepaid-visa-card',
    catalogue: 'gift-cards',
    categoryPath: ['Prepaid Cards'],
    points: 5_000,
    defaultVariantId: 901,
    isDisclosureConsentMandatory: true,
    disclosureConsent: 'Fees apply: $2.00 per call to an agent.',
    maxQuantity: 2,
    variants: [aVariant({ id: 901, sku: 'VISA-50', points: 5_000, attributes: { denomination: { value: '50', label: '$50' } } })],
  });
}

/** A gift shared among up to three charities of the member's choice (spec §9). */
function aSharedGift(): ProductDetail {
  return aProductDetail({
    id: 11,
    name: 'Charitable Gift of Your Choice',
    slug: 'charitable-gift-of-your-choice',
    catalogue: 'charitable-donations',
    type: 'charitable_donation',
    categoryPath: ['Community'],
    points: 3_000,
    defaultVariantId: 1101,
    variants: [aVariant({ id: 1101, sku: 'DON-CHOICE-01', points: 3_000 })],
    charityChoice: {
      maxCharities: 3,
      charities: [
        { id: 21, name: 'Clean Water Initiative' },
        { id: 22, name: 'Community Food Bank' },
        { id: 23, name: 'Literacy for All' },
        { id: 24, name: 'Youth Sports League' },
      ],
    },
  });
}

function openProduct(viewer: ScenarioViewer, products: ProductDetail[], path: string) {
  const scenario = chromeScenario(viewer, { catalogue: new FakeCatalogueGateway(products) });
  const view = renderApp(scenario.container, path);
  return { ...scenario, ...view };
}

const availability = () => screen.getByTestId('availability');
const sku = () => document.querySelector('[data-fact="sku"]');

describe('Product page', () => {
  it('shows the product with its breadcrumbs, facts, price and description', async () => {
    openProduct('member', [aPhone()], '/shop/nova-phone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova Phone' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Merchandise' })).toHaveAttribute('href', '/shop');
    expect(within(breadcrumbs).getByRole('link', { name: 'Phones' })).toHaveAttribute(
      'href',
      `/shop?${new URLSearchParams({ category: 'Electronics > Phones' }).toString()}`,
    );
    expect(screen.getByText('Nova')).toBeInTheDocument();
    expect(screen.getByText('NP-7')).toBeInTheDocument();
    expect(screen.getByTestId('product-points')).toHaveTextContent('50,000 pts');
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByText('A phone that lasts all day.')).toBeInTheDocument();
    expect(document.title).toMatch(/^Nova Phone \|/);
  });

  it('changes the availability and the SKU with the chosen variant, and keeps a sold-out option choosable', async () => {
    openProduct('member', [aPhone()], '/shop/nova-phone');
    await screen.findByRole('heading', { level: 1, name: 'Nova Phone' });
    const colour = screen.getByRole('group', { name: 'Colour' });
    expect(within(colour).getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(availability()).toHaveTextContent('In stock');
    expect(sku()).toHaveTextContent('NP7-BLK');

    fireEvent.click(within(colour).getByRole('radio', { name: 'White (sold out)' }));

    await waitFor(() => expect(availability()).toHaveTextContent('Out of stock'));
    expect(sku()).toHaveTextContent('NP7-WHT');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('does not add a product needing consent until the consent is accepted, then counts it in the header', async () => {
    const { fakes } = openProduct('member', [aPrepaidCard()], '/shop/prepaid-visa-card');
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    expect(screen.getByRole('region', { name: 'Terms and conditions' })).toHaveTextContent('Fees apply');

    fireEvent.click(add);
    expect(await screen.findByText('Please accept the terms and conditions before you add this item to your cart.')).toBeInTheDocument();
    const consent = screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' });
    await waitFor(() => expect(consent).toHaveFocus());
    expect(fakes.cart.addRequests).toHaveLength(0);

    fireEvent.click(consent);
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.click(add);

    expect(await screen.findByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/shop/cart');
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')).toHaveTextContent(
      '2 × Prepaid Visa Card added to your cart.',
    );
    expect(fakes.cart.addRequests).toEqual([expect.objectContaining({ productId: 9, productVariantId: 901, quantity: 2, disclosureConsentAccepted: true })]);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/shop/cart');
  });

  it('shares a gift among up to three charities: add to cart waits for one, a fourth cannot be ticked, each share is shown', async () => {
    const { fakes } = openProduct('member', [aSharedGift()], '/shop/charitable-gift-of-your-choice');
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    const picker = screen.getByRole('group', { name: 'Choose your charities' });
    expect(picker).toHaveAccessibleDescription('Choose 1 to 3 charities. Your gift is shared among them in equal parts.');
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Choose at least one charity to add this gift to your cart.');

    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Literacy for All' }));
    expect(screen.getByTestId('charity-shares')).toHaveTextContent('Literacy for All: 3,000 pts');
    expect(add).toBeEnabled();
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Clean Water Initiative' }));
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Youth Sports League' }));
    expect(within(picker).getByRole('checkbox', { name: 'Community Food Bank' })).toBeDisabled();
    expect(picker).toHaveAccessibleDescription('You have chosen 3 charities, the most this gift allows.');
    expect([...screen.getByTestId('charity-shares').querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Literacy for All: 1,000 pts',
      'Clean Water Initiative: 1,000 pts',
      'Youth Sports League: 1,000 pts',
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantity' }), { target: { value: '2' } });
    expect(screen.getByTestId('charity-shares')).toHaveTextContent('Literacy for All: 2,000 pts');

    fireEvent.click(add);
    expect(await screen.findByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/shop/cart');
    expect(fakes.cart.addRequests).toEqual([expect.objectContaining({ productId: 11, quantity: 2, charityIds: [23, 21, 24] })]);
  });

  it('states the charity rule and the shares in French, with Canadian French typography', async () => {
    openProduct('member', [aSharedGift()], '/fr/shop/charitable-gift-of-your-choice');
    const picker = await screen.findByRole('group', { name: 'Choisissez vos organismes de bienfaisance' });
    expect(picker).toHaveAccessibleDescription(`Choisissez de 1 à 3${NBSP}organismes. Votre don est partagé entre eux à parts égales.`);
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Community Food Bank' }));
    expect(screen.getByTestId('charity-shares').textContent).toContain(`Community Food Bank${NBSP}: 3${NBSP}000${NBSP}pts`);
  });

  it('warns when the cart line is cut down to the maximum per order', async () => {
    openProduct('member', [aPrepaidCard()], '/shop/prepaid-visa-card');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I have read and accept the terms and conditions' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('link', { name: 'Cart, 2 items' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const notices = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(notices).findByText('You cannot add more than 2 items to your cart per order. The quantities have been adjusted accordingly.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it.each([
    ['/shop/nova-phone', 'Add to cart', 'This card cannot redeem points right now. Please call the number on the back of your card.'],
    [
      '/fr/shop/nova-phone',
      'Ajouter au panier',
      'Cette carte ne peut pas échanger de points pour le moment. Veuillez appeler le numéro au dos de votre carte.',
    ],
  ])('at %s, a card put on hold or cancelled meanwhile is refused at add to cart with the call-the-bank message', async (path, button, text) => {
    const { fakes } = openProduct('member', [aPhone()], path);
    fakes.cart.inactiveAccountIds = new Set([101]);
    fireEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(fakes.cart.addRequests).toHaveLength(1);
    expect(fakes.cart.cartOf(101)).toBeNull();
  });

  it('offers quantities from 1 to the product maximum', async () => {
    openProduct('member', [aPrepaidCard()], '/shop/prepaid-visa-card');
    const quantity = await screen.findByRole('combobox', { name: 'Quantity' });
    expect(within(quantity).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2']);
  });

  it('has no add to cart when the programme hides it', async () => {
    openProduct('member', [aPhone({ hideAddToCart: true })], '/shop/nova-phone');
    await screen.findByRole('heading', { level: 1, name: 'Nova Phone' });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Quantity' })).not.toBeInTheDocument();
  });

  it.each([
    [{ minPercentagePoints: 80, minPercentageFiat: 0 }, 'Pay with points and your card: at least 40,000 pts in points for this quantity.'],
    [{ minPercentagePoints: 100, minPercentageFiat: 100 }, 'Cash only: this item is paid in full with your card.'],
    [{ minPercentagePoints: 100, minPercentageFiat: 0 }, 'Points only: this item cannot be paid with your card.'],
  ])('says how a split-pay product is paid (%o)', async (percentages, text) => {
    const saleChannel = { hasSplitPay: true, pointsToCashRate: 0.01, ...percentages };
    openProduct('member', [aPhone({ hasSplitPay: true, saleChannel })], '/shop/nova-phone');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('grows the minimum points and the cash value with the quantity', async () => {
    const saleChannel = { hasSplitPay: true, minPercentagePoints: 80, minPercentageFiat: 0, pointsToCashRate: 0.01 };
    openProduct('member', [aPhone({ hasSplitPay: true, saleChannel })], '/shop/nova-phone');
    await screen.findByRole('heading', { level: 1, name: 'Nova Phone' });
    expect(screen.getByTestId('cash-value')).toHaveTextContent('Cash value of 50,000 pts: $500.00');
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantity' }), { target: { value: '3' } });
    expect(await screen.findByText(/at least 120,000 pts in points/)).toBeInTheDocument();
    expect(screen.getByTestId('cash-value')).toHaveTextContent('Cash value of 150,000 pts: $1,500.00');
  });

  it('rounds the cash value of the points down to the cent', async () => {
    const saleChannel = { hasSplitPay: false, minPercentagePoints: 100, minPercentageFiat: 0, pointsToCashRate: 0.0075 };
    const odd = aPhone({ points: 1_999, saleChannel, variants: [aVariant({ id: 701, sku: 'NP7', points: 1_999 })] });
    openProduct('member', [odd], '/shop/nova-phone');
    // 1,999 × 0.0075 = $14.9925, shown as $14.99.
    expect(await screen.findByTestId('cash-value')).toHaveTextContent('Cash value of 1,999 pts: $14.99');
  });

  it('says what a point is worth on the chosen variant, from its retail value, in English and French', async () => {
    const giftCard = aPrepaidCard();
    const card = {
      ...giftCard,
      points: 2_250,
      variants: [
        aVariant({ id: 901, sku: 'GC-25', points: 2_250, retailValueCents: 2_500, attributes: { denomination: { value: '25', label: '$25' } } }),
        aVariant({ id: 902, sku: 'GC-50', points: 5_000, retailValueCents: 5_000, attributes: { denomination: { value: '50', label: '$50' } } }),
      ],
    };
    const { unmount } = openProduct('member', [card], '/shop/prepaid-visa-card');
    // $25.00 for 2,250 points: 1.1111… cents, shown to the hundredth.
    expect(await screen.findByTestId('value-per-point')).toHaveTextContent('Worth 1.11¢ per point at its retail value of $25.00');
    fireEvent.click(screen.getByRole('radio', { name: '$50' }));
    expect(screen.getByTestId('value-per-point')).toHaveTextContent('Worth 1.00¢ per point at its retail value of $50.00');
    unmount();
    openProduct('member', [card], '/fr/shop/prepaid-visa-card');
    expect((await screen.findByTestId('value-per-point')).textContent).toBe(
      `Vaut 1,11${NBSP}¢ par point, à sa valeur au détail de 25,00${NBSP}$`,
    );
  });

  it('says nothing of a point’s value when the retail value is not known', async () => {
    openProduct('member', [aPhone()], '/shop/nova-phone');
    await screen.findByRole('heading', { level: 1, name: 'Nova Phone' });
    expect(screen.queryByTestId('value-per-point')).not.toBeInTheDocument();
  });

  it('is in French under /fr, with Canadian French numbers and money', async () => {
    const saleChannel = { hasSplitPay: true, minPercentagePoints: 80, minPercentageFiat: 0, pointsToCashRate: 0.01 };
    openProduct('member', [aPhone({ hasSplitPay: true, saleChannel })], '/fr/shop/nova-phone');
    await screen.findByRole('heading', { level: 1, name: 'Nova Phone' });
    expect(screen.getByTestId('product-points').textContent).toBe(`50${NBSP}000${NBSP}pts`);
    expect(screen.getByTestId('cash-value').textContent).toBe(`Valeur en argent de 50${NBSP}000${NBSP}pts${NBSP}: 500,00${NBSP}$`);
    expect(screen.getByRole('group', { name: 'Couleur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: "Fil d'Ariane" })).getByRole('link', { name: 'Marchandises' })).toHaveAttribute(
      'href',
      '/fr/shop',
    );
  });

  it("says 'Item Not Available' for an unknown product, with the way back to the shop", async () => {
    openProduct('member', [aPhone()], '/shop/no-such-product');
    expect(await screen.findByRole('heading', { level: 1, name: 'Item Not Available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  });

  it("says 'Item Not Available' for a product that is not available", async () => {
    openProduct('member', [aPhone({ isAvailable: false })], '/fr/shop/nova-phone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article non disponible' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/fr/shop');
  });

  it('asks a visitor to sign in from the wishlist heart and from add to cart', async () => {
    const { fakes } = openProduct('guest', [aPhone()], '/shop/nova-phone');
    await screen.findByRole('heading', { level: 1, name: 'Nova Phone' });
    expect(screen.getByText('Sign in to add this reward to your cart or your wishlist.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save Nova Phone to your wishlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to the rewards store' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to the rewards store' })).toBeInTheDocument();
    expect(fakes.cart.addRequests).toHaveLength(0);
    expect(fakes.wishlist.addRequests).toHaveLength(0);
  });

  it('saves the chosen variant to the wishlist from the heart', async () => {
    const { fakes } = openProduct('member', [aPhone()], '/shop/nova-phone');
    const heart = await screen.findByRole('button', { name: 'Save Nova Phone to your wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(fakes.wishlist.addRequests).toEqual([expect.objectContaining({ productVariantId: 701 })]);
    const notices = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notices).getByRole('status')).toHaveTextContent('Added to your wishlist');
    expect(within(notices).getByRole('status')).toHaveTextContent('Nova Phone is now in your wishlist.');
  });

  it('lists the products viewed before, newest first, without the one on screen', async () => {
    const recentlyViewed = new MemorySlot<readonly RecentlyViewedProduct[]>([
      { slug: 'kettle', name: 'Steel Kettle', imageUrl: null, points: 8_000 },
      { slug: 'lamp', name: 'Desk Lamp', imageUrl: null, points: 6_000 },
      { slug: 'mug', name: 'Travel Mug', imageUrl: null, points: 2_000 },
    ]);
    const scenario = chromeScenario('member', { catalogue: new FakeCatalogueGateway([aPhone()]), recentlyViewed });
    renderApp(scenario.container, '/shop/nova-phone');
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Steel Kettle8,000 pts', 'Desk Lamp6,000 pts', 'Travel Mug2,000 pts']);
    expect(links[0]).toHaveAttribute('href', '/shop/kettle');
    expect(recentlyViewed.stored?.map((item) => item.slug)).toEqual(['nova-phone', 'kettle', 'lamp', 'mug']);
  });

  it("does not ask a visitor for the product's range", async () => {
    const catalogue = new FakeCatalogueGateway([aPhone({ productGroup: { id: 3, code: 'NOVA', name: 'Nova range' } })]);
    const { container } = chromeScenario('guest', { catalogue });
    renderApp(container, '/shop/nova-phone');
    await screen.findByRole('heading', { level: 1, name: 'Nova Phone' });
    expect(screen.queryByRole('region', { name: 'More in this range' })).not.toBeInTheDocument();
    expect(catalogue.productGroupRequests).toEqual([]);
  });

  it("shows more of the product's range to members, and the monthly specials", async () => {
    const catalogue = new FakeCatalogueGateway([
      aPhone({ productGroup: { id: 3, code: 'NOVA', name: 'Nova range' } }),
      aProductDetail({ id: 20, name: 'Monthly Blender', categoryPath: ['Monthly Specials'] }),
    ]);
    catalogue.productGroups = [{ id: 3, code: 'NOVA', name: 'Nova range', products: [aProduct({ id: 7, name: 'Nova Phone' }), aProduct({ id: 8, name: 'Nova Tablet' })] }];
    const { container } = chromeScenario('member', { catalogue });
    renderApp(container, '/shop/nova-phone');
    const range = await screen.findByRole('region', { name: 'More in this range' });
    expect(within(range).getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['product-8']);
    const specials = await screen.findByRole('region', { name: 'Monthly Specials' });
    expect(within(specials).getByRole('heading', { name: 'Monthly Blender' })).toBeInTheDocument();
  });
});
