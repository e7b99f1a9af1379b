import { readFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT } from '../../server/api/api-routes';
import { accountIdByReference } from './support/account-by-reference';
import { bearer, errorBody } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedIn } from './support/signed-in';

interface Operation {
  operationId: string;
  method: string;
  path: string;
}

/**
 * The operations of the API document that need a member's token. Read line
 * by line: the document's layout is fixed (two-space indents, one-line
 * `security` entries), and the test fails loudly if it finds none.
 */
function memberOperations(): Operation[] {
  const operations: Array<Operation & { bearer: boolean }> = [];
  let path = '';
  for (const line of readFileSync(OPENAPI_DOCUMENT, 'utf8').split('\n')) {
    if (line.startsWith('components:')) break;
    const pathMatch = /^ {2}(\/\S*):$/.exec(line);
    if (pathMatch) path = pathMatch[1]!;
    const methodMatch = /^ {4}(get|post|put|patch|delete):$/.exec(line);
    if (methodMatch) operations.push({ operationId: '', method: methodMatch[1]!.toUpperCase(), path, bearer: false });
    const current = operations.at(-1);
    const idMatch = /^ {6}operationId: (\w+)/.exec(line);
    if (idMatch && current) current.operationId = idMatch[1]!;
    if (/^ {6}security: \[\{ bearer: \[\] \}/.test(line) && current) current.bearer = true;
  }
  return operations.filter((operation) => operation.bearer).map(({ bearer: _, ...operation }) => operation);
}

/**
 * What the pending-actions layout itself needs, served while actions are
 * pending (server/README.md): the pending actions, its header's and footer's
 * menus and configuration, the programme's terms, and the session's own
 * calls (refresh, sign out, return to the admin).
 */
const SERVED_WHILE_PENDING = new Set([
  'logout',
  'refreshToken',
  'returnToAdmin',
  'listPendingActions',
  'getPendingAction',
  'completePendingAction',
  'getMemberMenu',
  'getMemberContentConfig',
  'getMemberTerms',
]);

const IDEMPOTENCY = { 'idempotency-key': 'pending-gate-0001' };
const ADDRESS = {
  first_name: 'Lucas',
  last_name: 'Roy',
  address1: '1 Main St',
  city: 'Halifax',
  region_code: 'NS',
  postal_code: 'B3H 1A1',
  country: 'CA',
};

/**
 * A request of every other member operation, valid by the document (so the
 * gate, not the schema, answers). An operation added to the document without
 * a request here fails the test: decide whether the gate holds it.
 */
function requestFor(operationId: string, card: number): Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> } {
  const requests: Record<string, Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }> = {
    getMemberAccounts: { url: '/api/v1/member/account' },
    logoutEverywhere: { method: 'POST', url: '/api/v1/auth/logout-everywhere' },
    getMemberProfile: { url: '/api/v1/member/profile' },
    updateMemberProfile: { method: 'PUT', url: '/api/v1/member/profile', payload: { has_marketing_enabled: true } },
    listMemberProducts: { url: `/api/v1/member/product?account_id=${card}` },
    getMemberProduct: { url: '/api/v1/member/product/any-product' },
    listWishlist: { url: '/api/v1/member/wishlist' },
    addWishlistItem: {
      method: 'POST',
      url: '/api/v1/member/wishlist',
      payload: { product_variant_id: 1, product_collection_id: 1, catalog_id: 1, account_id: card },
    },
    removeWishlistItem: { method: 'DELETE', url: '/api/v1/member/wishlist/1' },
    getProductGroup: { url: '/api/v1/member/product-group/1' },
    getShoppingCart: { url: `/api/v1/shoppingCart?account_id=${card}` },
    addToShoppingCart: {
      method: 'POST',
      url: '/api/v1/shoppingCart',
      payload: { product_id: 1, product_collection_id: 1, catalog_id: 1, currency_id: 1, account_id: card, quantity: 1 },
    },
    updateShoppingCart: { method: 'PUT', url: '/api/v1/shoppingCart/1', payload: { comment: null } },
    updateShoppingCartItem: { method: 'PUT', url: '/api/v1/shoppingCart/1/item/1', payload: { quantity: 1 } },
    removeShoppingCartItem: { method: 'DELETE', url: '/api/v1/shoppingCart/1/item/1' },
    addPromotionCode: { method: 'POST', url: '/api/v1/shoppingCart/1/promotionCode', payload: { promo_code: 'WELCOME10' } },
    removePromotionCode: { method: 'DELETE', url: '/api/v1/shoppingCart/1/promotionCode/1' },
    checkout: {
      method: 'POST',
      url: '/api/v1/shoppingCart/checkout',
      headers: IDEMPOTENCY,
      payload: { shopping_cart_id: 1, account_id: card, kount_session_id: 'k-1', consents: { program_rules: true } },
    },
    listBinRanges: { url: '/api/v1/member/program/binrange' },
    validateAddress: { method: 'POST', url: '/api/v1/validateAddress', payload: ADDRESS },
    listAddresses: { url: '/api/v1/address' },
    createAddress: { method: 'POST', url: '/api/v1/address', payload: ADDRESS },
    getAddress: { url: '/api/v1/address/1' },
    updateAddress: { method: 'PUT', url: '/api/v1/address/1', payload: ADDRESS },
    deleteAddress: { method: 'DELETE', url: '/api/v1/address/1' },
    setDefaultAddress: { method: 'PUT', url: '/api/v1/address/1/default' },
    listOrders: { url: '/api/v1/member/order' },
    getOrder: { url: '/api/v1/member/order/1' },
    listHistoricalOrders: { url: '/api/v1/member/order-historical' },
    cancelOrder: { method: 'PUT', url: '/api/v1/member/orderCancel/1', headers: IDEMPOTENCY },
    cancelOrderItem: { method: 'PUT', url: '/api/v1/member/order/1/cancelItem/1', headers: IDEMPOTENCY },
    cancelTravelBooking: { method: 'POST', url: '/api/v1/member/ascenda/cancel/1', headers: IDEMPOTENCY },
    getTravelPartner: { url: '/api/v1/member/ascenda/partner' },
    validateTravelMember: { method: 'POST', url: '/api/v1/member/ascenda/validate-member', payload: { account_id: card, offer_code: 'car-calgary' } },
    checkoutTravelBooking: {
      method: 'POST',
      url: '/api/v1/member/ascenda/checkout',
      headers: IDEMPOTENCY,
      payload: { account_id: card, offer_code: 'car-calgary' },
    },
    runCustomAction: { method: 'POST', url: '/api/v1/member/custom-action', payload: { action: 'resend-egift', input: { order_item_id: 1 } } },
    sendVerificationEmail: { url: '/api/v1/member/sendVerificationEmail' },
    getMemberContentPage: { url: '/api/v1/member/cms/page?page_slug=faq' },
    requestAccessUrl: { method: 'POST', url: '/api/v1/member/cms/menu/navigation/maison-plus/access-url' },
    changeMemberPassword: {
      method: 'PUT',
      url: '/api/v1/member/password',
      payload: { current_password: 'Rewards#2024', new_password: 'Another#Pass9', new_password_confirmation: 'Another#Pass9' },
    },
    listAccountTransactions: { url: `/api/v1/member/account/${card}/transaction` },
    downloadAccountTransactions: { method: 'POST', url: `/api/v1/member/account/${card}/download`, payload: { date_filter: 'all' } },
    checkoutPurchaseEraser: {
      method: 'POST',
      url: '/api/v1/member/purchase-eraser/checkout',
      headers: IDEMPOTENCY,
      payload: { account_id: card, card_transaction_id: 1 },
    },
    getTravelToken: { url: `/api/v1/member/account/${card}/jwt` },
    getCardRatio: { url: `/api/v1/member/account/${card}/ratio` },
    getCardEarning: { url: `/api/v1/member/account/${card}/earning` },
    getPointsStatement: { url: `/api/v1/member/account/${card}/points-statement` },
    downloadPointsStatementCsv: { url: `/api/v1/member/account/${card}/points-statement.csv` },
    downloadPointsStatementPdf: { url: `/api/v1/member/account/${card}/points-statement.pdf` },
    getRedemptionValues: { url: `/api/v1/member/account/${card}/redemption-values` },
    listAuthorizedRedeemers: { url: `/api/v1/member/account/${card}/authorized-redeemer` },
    addAuthorizedRedeemer: {
      method: 'POST',
      url: `/api/v1/member/account/${card}/authorized-redeemer`,
      payload: { first_name: 'Lea', last_name: 'Roy', email: 'lea.roy@example.com', relation_code: 'SPOUSE' },
    },
    removeAuthorizedRedeemer: { method: 'DELETE', url: `/api/v1/member/account/${card}/authorized-redeemer/1` },
    listAuthorizedRedeemerRelations: { url: '/api/v1/member/authorized-redeemer-relations' },
    listExternalRedemptionProducts: { url: '/api/v1/member/program/demo/external-redemption-product-group/cash-back/external-redemption-product' },
    checkoutExternalRedemption: {
      method: 'POST',
      url: '/api/v1/member/external-redemption-product/checkout',
      headers: IDEMPOTENCY,
      payload: {
        external_redemption_product_id: 1,
        account_id: card,
        investments: { fields: [], amount: 2_500 },
        consents: { program_rules: true, irreversible_redemption: true },
      },
    },
    verifyFinancialAccount: {
      method: 'POST',
      url: `/api/v1/member/account/${card}/financial-redemption/verify`,
      payload: { investment: { currency_id: 1, account_number: '1234567', product: 1 } },
    },
    redeemFinancialReward: {
      method: 'POST',
      url: `/api/v1/member/account/${card}/financial-redemption`,
      headers: IDEMPOTENCY,
      payload: {
        data: { currency_id: 1, investments: { product_id: 1, amount: 2_500, account_number: '1234567' } },
        consents: { program_rules: true, irreversible_redemption: true },
      },
    },
    listPayWithRewardActivities: { url: `/api/v1/member/account/${card}/pay-with-reward` },
    redeemPayWithReward: {
      method: 'POST',
      url: `/api/v1/member/account/${card}/pay-with-reward`,
      headers: IDEMPOTENCY,
      payload: { reference_identifier: 'CT-1001-0001', amount: 25, currency_code: 'CAD' },
    },
    getPayWithRewardReminder: { url: `/api/v1/member/account/${card}/pay-with-reward/reminder` },
    redeemPayWithRewardBulk: {
      method: 'POST',
      url: `/api/v1/member/account/${card}/pay-with-reward/bulk`,
      headers: IDEMPOTENCY,
      payload: { reference_identifiers: ['CT-1001-0001'] },
    },
  };
  const request = requests[operationId];
  if (!request) throw new Error(`No request for ${operationId}: add one to pending-action-gate.test.ts (or to SERVED_WHILE_PENDING).`);
  return request;
}

describe('the pending-action gate holds every member call (spec §4, §8: 403 PENDING_ACTIONS)', () => {
  let card: number;

  const t = useTestApp();
  const token = useSignedIn(t, 'pending');
  beforeAll(async () => {
    card = await accountIdByReference(t.db.pool, 'ACC-6001');
  });

  const operations = memberOperations();

  it('reads the member operations of the API document', () => {
    expect(operations.length).toBeGreaterThan(35);
    expect(operations.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(['getMemberAccounts', 'checkout', 'getMemberTerms']),
    );
  });

  it.each(operations.filter((operation) => !SERVED_WHILE_PENDING.has(operation.operationId)))(
    'holds $method $path ($operationId) with the pending actions',
    async ({ operationId }) => {
      const request = requestFor(operationId, card);
      const response = await t.app.inject({ ...request, headers: { ...request.headers, ...bearer(token()) } } as InjectOptions);
      expect(response.statusCode, response.body).toBe(403);
      expect(errorBody(response)).toMatchObject({ code: 'PENDING_ACTIONS', data: [{ type: 'accept_program_rules' }] });
    },
  );

  it('serves what the pending-actions page needs meanwhile', async () => {
    for (const url of [
      '/api/v1/member/pending-action',
      '/api/v1/member/cms/menu/navigation',
      '/api/v1/member/cms/config',
      '/api/v1/terms',
    ]) {
      expect((await t.app.inject({ url, headers: bearer(token()) })).statusCode, url).toBe(200);
    }
  });
});
