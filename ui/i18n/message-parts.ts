import type { RouteMessagePart } from '@rewards-storefront/domain/routing/route-manifest';
import type enCA from './locales/en-CA.json';

/**
 * Which part of a language's messages each key is in. The catalogues stay one
 * file per language (the translators' file); the build cuts each into these
 * parts (scripts/message-parts-plugin.ts), one chunk per part and language.
 * The core is what the layout (header, footer, menus, sign-in dialog, session
 * dialogs, error pages), the home, shop and product pages show: it loads with
 * the page. The other parts load with the routes that name them
 * (domain/routing/route-manifest.ts). Type-only imports: the build reads this
 * table, the browser never downloads it.
 */
export type MessagePart = 'core' | RouteMessagePart;

/** The parts, core first. */
export const MESSAGE_PARTS: readonly MessagePart[] = ['core', 'sign-in', 'account', 'orders', 'checkout', 'redemptions', 'identity', 'forms'];

/** The part of each top-level group of keys: the compiler refuses a group with no part or a part for no group. */
export const GROUP_PARTS: { readonly [Group in keyof typeof enCA]: MessagePart } = {
  app: 'core',
  header: 'core',
  utilityBar: 'core',
  cardSwitcher: 'core',
  signIn: 'sign-in',
  accessRedirect: 'sign-in',
  sso: 'sign-in',
  validation: 'core',
  shop: 'core',
  filters: 'core',
  catalogues: 'core',
  notFound: 'core',
  product: 'core',
  wishlist: 'account',
  cart: 'checkout',
  featured: 'core',
  footer: 'core',
  nav: 'core',
  profileMenu: 'core',
  signInModal: 'core',
  mobileNav: 'core',
  broadcast: 'core',
  notifications: 'core',
  content: 'core',
  session: 'core',
  guard: 'core',
  loginAs: 'sign-in',
  pendingActions: 'sign-in',
  errorPage: 'core',
  readOnly: 'core',
  checkout: 'checkout',
  confirmation: 'checkout',
  delivery: 'orders',
  address: 'forms',
  ssoFailure: 'sign-in',
  passwordRule: 'forms',
  newPassword: 'forms',
  registration: 'identity',
  emailConfirmation: 'identity',
  passwordRecovery: 'identity',
  orders: 'orders',
  orderStatus: 'orders',
  account: 'account',
  redeemers: 'account',
  addressBook: 'account',
  transactions: 'account',
  changePassword: 'account',
  itinerary: 'account',
  redemptions: 'redemptions',
  miles: 'redemptions',
  travel: 'redemptions',
  financialRedemption: 'redemptions',
  bestValue: 'redemptions',
  payBackReminder: 'core',
  payWithRewards: 'redemptions',
  pointsStatement: 'account',
};

/**
 * Keys (or dotted prefixes of keys) that a group shows outside its part,
 * mostly on the first screen: they go to the part named here. The longest
 * prefix wins; every entry must name at least one key, its plural forms
 * included (message-parts.test.ts).
 */
export const SHARED_KEYS: Readonly<Record<string, MessagePart>> = {
  // The header's cart link, and what adding to the cart or the wishlist says on the shop and product pages.
  'cart.link': 'core',
  'cart.notice': 'core',
  'wishlist.toggle': 'core',
  'wishlist.notice': 'core',
  // The banner an agent's session shows above every page, and the pending-actions layout's loader.
  'loginAs.bannerLabel': 'core',
  'loginAs.banner': 'core',
  'loginAs.memberFallback': 'core',
  'loginAs.access': 'core',
  'loginAs.returnToAdmin': 'core',
  'loginAs.closeStore': 'core',
  'loginAs.returnFailedTitle': 'core',
  'loginAs.returnFailed': 'core',
  'pendingActions.loadingAccount': 'core',
  // Shared components' texts: the back link, the page controls and the retry button of many lists.
  'account.backToAccount': 'core',
  'account.pages': 'core',
  'account.retry': 'core',
  // The product page's link to redeem a financial reward.
  'financialRedemption.redeemLink': 'core',
};

/**
 * The part of a leaf key ("cart.notice.addedTitle"): its longest prefix in SHARED_KEYS, else its group's. A plural
 * form ("cart.link_many", which only French has) is in its key's part ("cart.link").
 */
export function partOfKey(key: string): MessagePart | undefined {
  const segments = key.replace(/_(zero|one|two|few|many|other)$/, '').split('.');
  for (let length = segments.length; length > 1; length--) {
    const part = SHARED_KEYS[segments.slice(0, length).join('.')];
    if (part !== undefined) return part;
  }
  return (GROUP_PARTS as Readonly<Record<string, MessagePart>>)[segments[0]!];
}

/** A catalogue, or a part of one: nested groups of texts. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** The keys of `catalogue` in `part`, with their nesting; empty groups are left out. */
export function messagesOfPart(catalogue: MessageTree, part: MessagePart, prefix = ''): MessageTree {
  const picked: Record<string, string | MessageTree> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') {
      if (partOfKey(path) === part) picked[key] = value;
    } else {
      const inner = messagesOfPart(value, part, `${path}.`);
      if (Object.keys(inner).length > 0) picked[key] = inner;
    }
  }
  return picked;
}
