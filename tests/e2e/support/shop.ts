import { expect, type APIRequestContext, type Page } from '@playwright/test';

const GUEST = 'currency_id=1&program_slug=demo';

/** A product a member can put in the cart from its page, with no choice to make. */
export interface CartProduct {
  readonly slug: string;
  readonly name: string;
  readonly points: number;
}

interface ApiListItem {
  slug: string;
  name: string;
  options_available: boolean;
  hide_add_to_cart: boolean;
  is_disclosure_consent_mandatory: boolean;
  has_splitpay: boolean;
  catalog: { slug: string };
  prices: { actual: number };
}

/**
 * The `index`-th merchandise product, cheapest first, priced from `min` to
 * `max` points, that can be ordered today without choosing a variant, at
 * least `quantity` at a time, and allows split pay or not as asked (from
 * the programme API the storefront uses).
 */
export async function cartProduct(
  request: APIRequestContext,
  options: { min: number; max: number; splitPay: boolean; quantity?: number; index?: number; french?: boolean },
): Promise<CartProduct> {
  const locale = options.french ? 'fr-CA' : 'en-CA';
  const url = `/api/v1/guest/product?${GUEST}&per_page=48&min=${options.min}&max=${options.max}&sort_field=price&sort_direction=asc&locale=${locale}`;
  const list = (await (await request.get(url)).json()) as { data: ApiListItem[] };
  const found: CartProduct[] = [];
  for (const item of list.data) {
    if (item.catalog.slug !== 'merchandise' || item.options_available || item.hide_add_to_cart || item.is_disclosure_consent_mandatory)
      continue;
    if (item.has_splitpay !== options.splitPay) continue;
    const detail = (await (await request.get(`/api/v1/guest/product/${item.slug}?${GUEST}`)).json()) as {
      data: { is_available: boolean; max_quantity: number };
    };
    if (!detail.data.is_available || detail.data.max_quantity < (options.quantity ?? 1)) continue;
    found.push({ slug: item.slug, name: item.name, points: item.prices.actual });
    if (found.length > (options.index ?? 0)) return found[options.index ?? 0]!;
  }
  throw new Error(`No orderable merchandise from ${options.min} to ${options.max} points (split pay ${options.splitPay})`);
}

/** The header's cart link, whose name says the count ("Cart, 3 items" / "Panier, 3 articles"). */
export function cartLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^(Cart|Panier), \d+/ });
}

/** Empties the member's cart from the cart page (its promotion codes first, then its lines), in English. */
export async function emptyCart(page: Page): Promise<void> {
  await page.goto('/shop/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.').or(page.getByRole('list', { name: 'Items in your cart' }))).toBeVisible();
  const removeCode = page.getByRole('button', { name: /^Remove the promotion code / });
  while ((await removeCode.count()) > 0) {
    const before = await removeCode.count();
    await removeCode.first().click();
    await expect(removeCode).toHaveCount(before - 1);
  }
  const removeLine = page.getByRole('button', { name: /^Remove .* from your cart$/ });
  while ((await removeLine.count()) > 0) {
    const before = await removeLine.count();
    await removeLine.first().click();
    await expect(removeLine).toHaveCount(before - 1);
  }
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
}

/** Adds one of a product to the cart from its page (in English, or in French under /fr). */
export async function addToCart(page: Page, product: CartProduct, french = false): Promise<void> {
  await page.goto(`${french ? '/fr' : ''}/shop/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: french ? 'Ajouter au panier' : 'Add to cart' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status').first()).toBeVisible();
}

/** "152,300" → 152300; "12 500" (French, with no-break spaces) → 12500. */
export function pointsIn(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}
