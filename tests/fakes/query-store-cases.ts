import { AddressBookStore } from '@application/address-book/address-book-store';
import { orderConfirmation } from '@application/checkout/order-confirmation-store';
import { featuredProducts } from '@application/catalogue/featured-products-store';
import { contentPage } from '@application/content/content-page-store';
import { QueryStore } from '@application/context/query-store';
import { itineraries } from '@application/itinerary/itinerary-store';
import { historicalOrders } from '@application/orders/historical-order-store';
import { orderHistory } from '@application/orders/order-history-store';
import { PendingActionsStore } from '@application/pending-actions/pending-actions-store';
import { AuthorizedRedeemerStore } from '@application/redeemers/authorized-redeemer-store';
import { bestValue } from '@application/redemptions/best-value-store';
import { CardRatios } from '@application/redemptions/card-ratios';
import { externalRedemptions } from '@application/redemptions/external-redemption-store';
import { payWithRewards } from '@application/redemptions/pay-with-rewards-store';
import { RegistrationStore } from '@application/registration/registration-store';
import { openCart } from '@application/cart/cart-store';
import { CatalogueStore } from '@application/catalogue/catalogue-store';
import { siteContent } from '@application/content/content-store';
import { PromotionGroupStore } from '@application/catalogue/promotion-group-store';
import { SearchSuggestionsStore } from '@application/catalogue/search-suggestions-store';
import { CheckoutStore } from '@application/checkout/checkout-store';
import { OrderDetailStore } from '@application/orders/order-detail-store';
import { PasswordResetStore } from '@application/password-recovery/password-reset-store';
import { ProductGroupStore } from '@application/product/product-group-store';
import { ProductStore } from '@application/product/product-store';
import { RecentlyViewedStore } from '@application/product/recently-viewed-store';
import { cardEarning } from '@application/wishlist/card-earning-store';
import { WishlistStore } from '@application/wishlist/wishlist-store';
import { DEFAULT_SHOP_QUERY } from '@rewards-storefront/domain/catalogue/shop-query';
import { MemorySlot } from './memory-slot';
import { SequentialIdempotencyKeys } from './sequential-idempotency-keys';
import { pointsStatement } from '@application/transactions/points-statement-store';
import { transactions } from '@application/transactions/transaction-store';
import type { shopperContext, Shopper } from './shopper-context';

type Context = ReturnType<typeof shopperContext>;

/** A store as the contract drives it: any input, any state. */
interface AnyQueryStore {
  show(...input: never[]): () => void;
  retry(): void;
  readonly snapshot: unknown;
}

/** One query store of the application, built over a gateway that answers `answers` (by method). */
export interface QueryStoreCase {
  readonly name: string;
  /** Who looks in the tests (a member for a member's own data). */
  readonly shopper: Shopper;
  readonly input: unknown;
  /** What each gateway method the store calls answers when it succeeds. */
  readonly answers: Readonly<Record<string, unknown>>;
  /** The name its failures are reported under. */
  readonly reportedAs: string;
  /** Nothing it loads has a language (a sum of points): a change of language loads nothing again. */
  readonly languageFree?: boolean;
  /** After sign-out: 'initial' (a member's data, forgotten), 'reloaded' (the visitor's version loads), or the state a visitor is shown. */
  readonly signedOut: 'initial' | 'reloaded' | ((state: unknown) => boolean);
  readonly build: (gateway: never, context: Context) => AnyQueryStore;
  readonly loaded: (state: unknown) => boolean;
  /** What it shows after a failure, or a refused session: `status: 'failed'` unless said otherwise. */
  readonly failed?: (state: unknown) => boolean;
}

const status = (expected: string) => (state: unknown) => (state as { status: string }).status === expected;
const loaded = status('loaded');
/** Failed, still naming what was asked (so the page can say which one failed and retry it). */
const failedFor = (expected: object) => (state: unknown) => JSON.stringify(state) === JSON.stringify({ status: 'failed', ...expected });
const ok = <T extends object>(answer: T) => ({ ok: true as const, ...answer });
/** The card's ratio, read at once from its own gateway (kept per card, so it is not part of a visit's load). */
const cardRatios = (errors: Context['errors']) => new CardRatios({ cardRatio: () => Promise.resolve(ok({ conversionRate: 0.01 })) } as never, errors);

export const QUERY_STORE_CASES: readonly QueryStoreCase[] = [
  {
    name: 'featured products',
    shopper: 'guest',
    input: null,
    answers: { listProducts: ok({ page: { products: [] } }) },
    reportedAs: 'featured products',
    signedOut: 'reloaded',
    build: (gateway, { context, errors }) => new QueryStore(featuredProducts(context, gateway, errors)),
    loaded,
  },
  {
    name: 'content page',
    shopper: 'guest',
    input: 'faq',
    answers: { loadPage: ok({ page: {} }) },
    reportedAs: 'content page',
    signedOut: 'reloaded',
    build: (gateway, { context, errors }) => new QueryStore(contentPage(context, gateway, errors)),
    loaded,
  },
  {
    name: 'address book',
    shopper: 'member',
    input: null,
    answers: { list: ok({ addresses: [] }) },
    reportedAs: 'address book',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new AddressBookStore(context, gateway, errors),
    loaded,
  },
  {
    name: 'itineraries',
    shopper: 'member',
    input: 1,
    answers: { list: ok({ page: {} }) },
    reportedAs: 'itineraries',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new QueryStore(itineraries(context, gateway, errors)),
    loaded,
  },
  {
    name: 'transactions',
    shopper: 'member',
    input: { view: 'all', dateFilter: 'current-statement', page: 1 },
    answers: { list: ok({ page: {} }) },
    reportedAs: 'transactions',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new QueryStore(transactions(context, gateway, errors)),
    loaded,
  },
  {
    name: 'points statement',
    shopper: 'member',
    input: null,
    answers: { statement: ok({ statement: {} }) },
    reportedAs: 'points statement',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new QueryStore(pointsStatement(context, gateway, errors)),
    loaded,
  },
  {
    name: 'order history',
    shopper: 'member',
    input: 1,
    answers: { listOrders: ok({ page: { orders: [] } }) },
    reportedAs: 'order history',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new QueryStore(orderHistory(context, gateway, errors)),
    loaded,
  },
  {
    name: 'historical orders',
    shopper: 'member',
    input: 1,
    answers: { listHistoricalOrders: ok({ page: {} }) },
    reportedAs: 'historical orders',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new QueryStore(historicalOrders(context, gateway, errors)),
    loaded,
  },
  {
    name: 'order confirmation',
    shopper: 'member',
    input: 7,
    answers: { getOrder: ok({ order: {} }) },
    reportedAs: 'order confirmation',
    signedOut: status('not-found'),
    build: (gateway, { context, errors }) => new QueryStore(orderConfirmation(context, gateway, errors)),
    loaded,
  },
  {
    name: 'external redemption products',
    shopper: 'member',
    input: 'cash-back',
    answers: { products: ok({ products: [] }) },
    reportedAs: 'external redemption products',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new QueryStore(externalRedemptions(context, gateway, cardRatios(errors), errors)),
    loaded,
  },
  {
    name: 'pay with rewards',
    shopper: 'member',
    input: { view: 'eligible', days: 30, page: 1 },
    answers: { list: ok({ page: { conversionRate: 0.01 } }) },
    reportedAs: 'pay with rewards',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new QueryStore(payWithRewards(context, gateway, cardRatios(errors), errors)),
    loaded,
  },
  {
    name: 'authorized redeemers',
    shopper: 'member',
    input: null,
    answers: { list: ok({ redeemers: [] }), relations: ok({ relations: [] }) },
    reportedAs: 'authorized redeemers',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new AuthorizedRedeemerStore(context, gateway, errors),
    loaded,
  },
  {
    name: 'pending actions',
    shopper: 'member',
    input: null,
    answers: { list: ok({ actions: [] }) },
    reportedAs: 'pending actions load',
    signedOut: status('idle'),
    build: (gateway, { context, errors }) => new PendingActionsStore(context, gateway, errors),
    loaded,
  },
  {
    name: 'registration configuration',
    shopper: 'guest',
    input: null,
    answers: { getConfiguration: ok({ config: {} }) },
    reportedAs: 'registration configuration',
    signedOut: 'reloaded',
    build: (gateway, { context, errors }) => new RegistrationStore(context, gateway, errors),
    loaded,
  },
  {
    name: 'catalogue page',
    shopper: 'guest',
    input: { catalogue: 'merchandise', shop: DEFAULT_SHOP_QUERY },
    answers: { listProducts: ok({ page: {} }) },
    reportedAs: 'catalogue page',
    signedOut: 'reloaded',
    build: (gateway, { context, errors }) => new CatalogueStore(context, gateway, errors),
    loaded,
  },
  {
    name: 'product detail',
    shopper: 'guest',
    input: 'kettle',
    answers: { getProduct: ok({ product: { id: 7, slug: 'kettle', name: 'Kettle', wishlistId: null } }) },
    reportedAs: 'product detail',
    signedOut: 'reloaded',
    build: (gateway, { context, errors }) =>
      new ProductStore(context, gateway, new RecentlyViewedStore(new MemorySlot()), new WishlistStore(context, gateway, errors), errors),
    loaded,
    failed: failedFor({ slug: 'kettle' }),
  },
  {
    name: 'product group',
    shopper: 'member',
    input: 3,
    answers: { getProductGroup: ok({ group: {} }) },
    reportedAs: 'product group',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new ProductGroupStore(context, gateway, errors),
    loaded,
  },
  {
    name: 'promotion groups (public, one request per language)',
    shopper: 'guest',
    input: null,
    answers: { listPromotionGroups: ok({ groups: [] }) },
    reportedAs: 'promotion groups',
    signedOut: loaded,
    build: (gateway, { context, errors }) => new PromotionGroupStore(context, gateway, errors),
    loaded,
  },
  {
    name: 'wishlist',
    shopper: 'member',
    input: null,
    answers: { list: ok({ items: [] }) },
    reportedAs: 'wishlist',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new WishlistStore(context, gateway, errors),
    loaded,
  },
  {
    name: 'card earning (the wishlist goals)',
    shopper: 'member',
    input: null,
    answers: { cardEarning: ok({ earning: { accountId: 101, windowDays: 90, earnedPoints: 900 } }) },
    reportedAs: 'card earning',
    languageFree: true,
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new QueryStore(cardEarning(context, gateway, errors)),
    loaded,
  },
  {
    name: 'best value for my points',
    shopper: 'member',
    input: null,
    answers: { redemptionValues: ok({ cashBack: { cents: 1, points: 1 }, mileValueHundredthsOfCent: 150, ways: [] }) },
    reportedAs: 'redemption values',
    languageFree: true,
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new QueryStore(bestValue(context, gateway, errors)),
    loaded,
  },
  {
    name: 'checkout options',
    shopper: 'member',
    input: null,
    answers: { listAddresses: ok({ addresses: [] }), listBinRanges: ok({ binRanges: [] }) },
    reportedAs: 'checkout options',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new CheckoutStore(context, gateway, errors, new SequentialIdempotencyKeys()),
    loaded,
  },
  {
    name: 'order detail',
    shopper: 'member',
    input: 7,
    answers: { getOrder: ok({ order: {} }) },
    reportedAs: 'order detail',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new OrderDetailStore(context, gateway, errors),
    loaded,
    failed: failedFor({ orderId: 7 }),
  },
  {
    name: 'password reset link',
    shopper: 'guest',
    input: 'a-link',
    answers: { checkToken: ok({ verified: true }) },
    reportedAs: 'password reset link',
    signedOut: 'reloaded',
    build: (gateway, { context, errors }) => new PasswordResetStore(context, gateway, errors),
    loaded: status('new-password'),
  },
  {
    name: 'cart (the CartStore shows it for as long as the application runs)',
    shopper: 'member',
    input: null,
    answers: { getCart: ok({ cart: null }) },
    reportedAs: 'cart',
    signedOut: 'initial',
    build: (gateway, { context, errors }) => new QueryStore(openCart(context, gateway, errors)),
    loaded,
  },
  {
    name: 'site content (the ContentStore shows it for as long as the application runs)',
    shopper: 'guest',
    input: null,
    answers: { loadConfig: ok({ config: {} }), loadMenu: ok({ items: [] }) },
    reportedAs: 'content load',
    signedOut: 'reloaded',
    build: (gateway, { context, errors }) => new QueryStore(siteContent(context, gateway, errors)),
    loaded: (state) => {
      const content = state as { loading: boolean; failed: boolean; settledFor: unknown };
      return !content.loading && !content.failed && content.settledFor !== null;
    },
    failed: (state) => (state as { failed: boolean }).failed,
  },
  {
    name: 'search suggestions (without the pause in typing)',
    shopper: 'guest',
    input: { catalogue: 'merchandise', text: 'kettle' },
    answers: { listProducts: ok({ page: { products: [] } }) },
    reportedAs: 'search suggestions',
    signedOut: 'reloaded',
    build: (gateway, { context, errors }) => new SearchSuggestionsStore(context, gateway, errors, 0),
    loaded,
  },
];
