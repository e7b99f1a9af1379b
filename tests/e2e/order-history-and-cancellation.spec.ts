import { expect, test, type Locator, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { cardholderLike } from './support/cardholders';
import { signIn, signInByApi } from './support/demo';
import { watchNetwork } from './support/network';
import { balanceShown, placeOrderThroughApi, type PlacedOrder } from './support/orders';

// Each run has its own copy of business, whose orders and cart no other journey touches.
const MEMBER = 'business';

/** The words of one run: the same journey in English and in Canadian French. */
const LANGUAGES = {
  english: {
    prefix: '',
    history: 'Your orders',
    summary: 'Order summary',
    table: /^Your orders, page 1 of/,
    detailsOf: 'Details of order',
    orderHeading: (reference: string) => `Order ${reference}`,
    items: 'Items',
    status: 'Status',
    placed: 'Placed',
    cancelled: 'Cancelled',
    // The programme records why (a cancel reason of spec §3), which the page translates.
    cancelledByMember: 'Cancelled (reason: Item no longer needed)',
    cancelItem: (name: string) => `Cancel ${name}`,
    confirmItem: 'Yes, cancel the item',
    itemTitle: 'Cancel this item?',
    itemCancelled: (name: string, reference: string) => `${name} was cancelled from order ${reference}.`,
    cancelOrder: 'Cancel order',
    confirmOrder: 'Yes, cancel the order',
    orderTitle: 'Cancel this order?',
    orderCancelled: (reference: string) => `Order ${reference} was cancelled.`,
    notifications: 'Notifications',
    shippingAndTaxes: 'Shipping and taxes',
    included: 'Included',
    cancellableUntil: 'Cancellable until',
    // Placed moments ago: the six-hour window, rounded down to the minute.
    countdown: /^Cancel within 5 h 5\d min$/,
    delivery: /^Arrives within 10 business days, by /,
  },
  french: {
    prefix: '/fr',
    history: 'Vos commandes',
    summary: 'Résumé de la commande',
    table: /^Vos commandes, page 1 de/,
    detailsOf: 'Détails de la commande',
    orderHeading: (reference: string) => `Commande ${reference}`,
    items: 'Articles',
    status: 'État',
    placed: 'Commandé',
    cancelled: 'Annulé',
    cancelledByMember: 'Annulé (raison\u00a0: Article dont vous n’avez plus besoin)',
    cancelItem: (name: string) => `Annuler ${name}`,
    confirmItem: 'Oui, annuler l’article',
    itemTitle: 'Annuler cet article\u202f?',
    itemCancelled: (name: string, reference: string) => `${name} a été annulé de la commande ${reference}.`,
    cancelOrder: 'Annuler la commande',
    confirmOrder: 'Oui, annuler la commande',
    orderTitle: 'Annuler cette commande\u202f?',
    orderCancelled: (reference: string) => `La commande ${reference} a été annulée.`,
    notifications: 'Notifications',
    shippingAndTaxes: 'Livraison et taxes',
    included: 'Incluses',
    cancellableUntil: 'Annulable jusqu’au',
    countdown: /^Annulable encore pendant 5\u00a0h\u00a05\d\u00a0min$/,
    delivery: /^Livraison dans un délai de 10\u00a0jours ouvrables, d’ici le /,
  },
} as const;

type Words = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** A display field of an order item or section: the text of the definition its term names. */
function fact(scope: Locator, label: string) {
  return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function journey(page: Page, order: PlacedOrder, words: Words, french: boolean) {
  // The order was placed before the page opened: the bar shows the balance after its debit.
  const afterOrder = await balanceShown(page, french);
  const [first, second] = order.items;

  // The order appears first in the history, placed.
  await page.goto(`${words.prefix}/account/order-history`);
  await expect(page.getByRole('heading', { level: 1, name: words.history })).toBeVisible();
  const table = page.getByRole('table', { name: words.table });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('rowheader')).toHaveText(order.reference);
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(words.placed);
  expect(await seriousViolations(page)).toEqual([]);
  // On a phone each order is a card of its own.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(firstRow.getByRole('rowheader')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  if (desktop) await page.setViewportSize(desktop);

  // Its detail shows its fields and what can still be cancelled.
  await firstRow.getByRole('link', { name: `${words.detailsOf} ${order.reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`${words.prefix}/account/order-details/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: words.orderHeading(order.reference) })).toBeVisible();
  const items = page.getByRole('list', { name: words.items });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  const firstItem = items.getByRole('listitem', { name: first!.name });
  await expect(fact(firstItem, words.status)).toHaveText(words.placed);
  await expect(firstItem.getByText(words.delivery)).toBeVisible();
  await expect(fact(page.getByRole('region', { name: words.summary }), words.cancellableUntil)).toHaveText(/\d/);
  await expect(page.getByRole('region', { name: words.summary }).getByText(words.countdown)).toBeVisible();
  await expect(firstItem.getByText(words.countdown)).toBeVisible();
  await expect(fact(page.getByRole('region', { name: french ? 'Paiement' : 'Payment' }), words.shippingAndTaxes)).toHaveText(
    words.included,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Cancel one item: after the confirmation it is cancelled and its points come back.
  await firstItem.getByRole('button', { name: words.cancelItem(first!.name) }).click();
  const itemDialog = page.getByRole('dialog', { name: words.itemTitle });
  // Scan the dialog once it has faded in: halfway, its colours are not the ones it shows.
  await expect(itemDialog).toHaveCSS('opacity', '1');
  expect(await seriousViolations(page)).toEqual([]);
  await itemDialog.getByRole('button', { name: words.confirmItem }).click();
  const notices = page.getByRole('region', { name: words.notifications });
  await expect(notices.getByRole('status')).toContainText(words.itemCancelled(first!.name, order.reference));
  await expect(fact(firstItem, words.status)).toHaveText(words.cancelledByMember);
  await expect(firstItem.getByRole('button')).toHaveCount(0);
  await expect.poll(() => balanceShown(page, french)).toBe(afterOrder + first!.points);

  // Then the order: every item cancelled, nothing left to cancel, every point back.
  await page.getByRole('button', { name: words.cancelOrder }).click();
  await page.getByRole('dialog', { name: words.orderTitle }).getByRole('button', { name: words.confirmOrder }).click();
  await expect(notices.getByRole('status').last()).toContainText(words.orderCancelled(order.reference));
  await expect(fact(items.getByRole('listitem', { name: second!.name }), words.status)).toHaveText(words.cancelledByMember);
  await expect(page.getByRole('button', { name: words.cancelOrder })).toHaveCount(0);
  await expect.poll(() => balanceShown(page, french)).toBe(afterOrder + order.points);

  // The history says so.
  await page.goto(`${words.prefix}/account/order-history`);
  const row = page.getByRole('row', { name: new RegExp(order.reference) });
  await expect(row.getByRole('cell').nth(1)).toHaveText(words.cancelled);
}

test('a member finds a new order first in the history, reads its detail, cancels an item then the order and gets the points back', async ({
  page,
  request,
}) => {
  const member = await cardholderLike(MEMBER);
  const order = await placeOrderThroughApi(request, member);
  await signInByApi(page, member);
  await page.goto('/shop');
  await journey(page, order, LANGUAGES.english, false);
});

test('the same journey in Canadian French', async ({ page, request }) => {
  const member = await cardholderLike(MEMBER);
  const order = await placeOrderThroughApi(request, member, { locale: 'fr-CA' });
  const network = watchNetwork(page);
  await signIn(page, member);
  // The member prefers English: let the store's one-time preferred-language check happen, then choose French.
  await network.quiet();
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/shop$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await journey(page, order, LANGUAGES.french, true);
});
