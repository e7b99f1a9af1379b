import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { operations } from '@openapi/programme-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { DEFAULT_LOCALE, type Locale } from '@domain/locale/locale';
import type { AddressService } from '../addresses/address-service';
import type { AddressVerifier } from '../addresses/address-verifier';
import type { AuthService } from '../auth/auth-service';
import type { LoginAsService } from '../auth/login-as-service';
import type { CartService } from '../cart/cart-service';
import type { CatalogueSearchService } from '../catalogue/catalogue-search-service';
import type { ProductDetailService } from '../catalogue/product-detail-service';
import type { WishlistService } from '../catalogue/wishlist-service';
import type { ProductGroupService } from '../catalogue/product-group-service';
import type { AccessUrlService } from '../content/access-url-service';
import type { ContentService } from '../content/content-service';
import { ApiError } from '../http/api-error';
import { rejectNulCharacters } from '../http/nul-characters';
import { programmeApiValidatorCompiler } from '../http/request-validation';
import { requireSession, type BearerAuthHook } from '../http/bearer-auth';
import { memberOf, readOperationAccess, registerOperationAccess } from './operation-access';
import { bankIntegrationHandlers, type BankIntegrationServices } from './bank-integration-handlers';
import { originOf } from '../http/request-origin';
import type { EmailChanges } from '../members/email-change';
import type { MemberService } from '../members/member-service';
import type { MemberRow } from '../members/member-repository';
import type { PendingActionService } from '../members/pending-action-service';
import { requestHash } from '../idempotency/idempotency';
import type { CheckoutService } from '../orders/checkout-service';
import type { OrderService } from '../orders/order-service';
import type { PasswordRecoveryService } from '../registration/password-recovery-service';
import type { RegistrationService } from '../registration/registration-service';
import type { PasswordService } from '../members/password-service';
import type { AuthorizedRedeemerService } from '../redeemers/authorized-redeemer-service';
import type { EraserService } from '../transactions/eraser-service';
import type { TransactionService } from '../transactions/transaction-service';
import type { TravelService } from '../travel/travel-service';
import type { TravelCancellationService } from '../travel/travel-cancellation-service';
import type { ExternalRedemptionService } from '../redemptions/external-redemption-service';
import type { FinancialRedemptionService } from '../redemptions/financial-redemption-service';
import type { PayWithRewardService } from '../redemptions/pay-with-reward-service';

/** The contract shared with the storefront; requests are validated against it. */
export const OPENAPI_DOCUMENT = fileURLToPath(new URL('../../openapi/programme-api.yaml', import.meta.url));
export const API_PREFIX = '/api/v1';

type JsonBody<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;
type Path<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['path']>;

export interface ApiServices extends BankIntegrationServices {
  auth: AuthService;
  loginAs: LoginAsService;
  members: MemberService;
  emailChanges: EmailChanges;
  pendingActions: PendingActionService;
  catalogue: CatalogueSearchService;
  productDetails: ProductDetailService;
  wishlists: WishlistService;
  productGroups: ProductGroupService;
  carts: CartService;
  content: ContentService;
  accessUrls: AccessUrlService;
  bearerAuth: BearerAuthHook;
  orders: OrderService;
  checkout: CheckoutService;
  addresses: AddressService;
  addressVerifier: AddressVerifier;
  registrations: RegistrationService;
  passwordRecovery: PasswordRecoveryService;
  passwords: PasswordService;
  transactions: TransactionService;
  eraser: EraserService;
  redeemers: AuthorizedRedeemerService;
  travel: TravelService;
  travelCancellations: TravelCancellationService;
  externalRedemptions: ExternalRedemptionService;
  financialRedemptions: FinancialRedemptionService;
  payWithRewards: PayWithRewardService;
}

/** The request's locale, else the member's preferred language (messages and emails, spec §8). */
function localeOf(query: { locale?: Locale } | undefined, member: MemberRow, bodyLocale?: Locale): Locale {
  return query?.locale ?? bodyLocale ?? member.preferredLanguage ?? DEFAULT_LOCALE;
}

/** The Idempotency-Key header, validated by the document (required, 8..255 characters). */
function idempotencyKeyOf(request: FastifyRequest): string {
  return String(request.headers['idempotency-key']);
}

/** What an Idempotency-Key stands for: method, path (without query) and body. */
function hashOf(request: FastifyRequest): string {
  return requestHash(request.method, request.url.split('?')[0] ?? '', request.body);
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * One thin handler per operationId of the document: read the validated
 * input, call a service, shape the answer.
 *
 * Who may call each operation is its `x-access` in the document, enforced
 * by one hook before the handler runs (operation-access.ts): the session,
 * the member (`memberOf`, 403 PENDING_ACTIONS unless the layout of pending
 * actions needs the call) and write access (403 READ_ONLY_ACCESS). Handlers
 * and services do not check access again.
 */
function createHandlers(services: ApiServices): Record<keyof operations, Handler> {
  return { ...coreHandlers(services), ...bankIntegrationHandlers(services) };
}

function coreHandlers({
  auth,
  loginAs,
  members,
  emailChanges,
  pendingActions,
  catalogue,
  productDetails,
  wishlists,
  productGroups,
  carts,
  content,
  accessUrls,
  orders,
  checkout,
  addresses,
  addressVerifier,
  registrations,
  passwordRecovery,
  passwords,
  transactions,
  eraser,
  redeemers,
  travel,
  travelCancellations,
  externalRedemptions,
  financialRedemptions,
  payWithRewards,
}: ApiServices): Omit<Record<keyof operations, Handler>, keyof ReturnType<typeof bankIntegrationHandlers>> {
  return {
    async login(request) {
      const body = request.body as JsonBody<'login'>;
      const session = await auth.login({
        userAccount: body.user_account,
        password: body.password,
        programSlug: body.program_slug,
        deviceToken: body.device_token,
        clientAddress: request.ip,
      });
      return { data: session };
    },
    async logout(request, reply) {
      await auth.logout(requireSession(request));
      return reply.code(204).send();
    },
    async logoutEverywhere(request, reply) {
      await auth.logoutEverywhere(requireSession(request));
      return reply.code(204).send();
    },
    async refreshToken(request) {
      return { data: await auth.refresh(requireSession(request)) };
    },
    async authenticate(request) {
      const body = request.body as JsonBody<'authenticate'>;
      return { data: await auth.authenticateSso(body.token) };
    },
    async loginWithToken(request) {
      const { slug } = request.params as Path<'loginWithToken'>;
      const { token } = request.query as Query<'loginWithToken'>;
      // The token is never logged; what it did is (and kept on its row).
      const session = await auth.bankHandoff.exchange({ programSlug: slug, token, clientAddress: request.ip }, (outcome) =>
        request.log.info({ bankHandoff: outcome }, 'bank hand-off'),
      );
      return { data: session };
    },
    async getMemberAccounts(request) {
      const member = memberOf(request);
      return { data: await members.accounts(member) };
    },
    async getMemberProfile(request) {
      const session = requireSession(request);
      const member = memberOf(request);
      return { data: await members.profile(member, session) };
    },
    async updateMemberProfile(request) {
      const session = requireSession(request);
      const member = memberOf(request);
      const body = request.body as JsonBody<'updateMemberProfile'>;
      const changes = {
        hasMarketingEnabled: body.has_marketing_enabled,
        preferredLanguage: body.preferredLanguage,
        ...(body.email !== undefined ? { email: body.email.trim() } : {}),
        ...(body.phone !== undefined ? { phone: body.phone?.trim() || null } : {}),
      };
      return { data: await members.updatePreferences(member, session, changes, originOf(request)) };
    },
    async sendVerificationEmail(request, reply) {
      await emailChanges.resend(memberOf(request), originOf(request));
      return reply.code(202).send({ data: { code: 'accepted' } });
    },
    async loginAsMember(request) {
      const { slug } = request.params as Path<'loginAsMember'>;
      const query = request.query as Query<'loginAsMember'>;
      return {
        data: await loginAs.exchange({ programSlug: slug, userAccount: query.user_account, token: query.token, requestId: request.id }),
      };
    },
    async returnToAdmin(request) {
      const { slug } = request.params as Path<'returnToAdmin'>;
      const { payload } = request.body as JsonBody<'returnToAdmin'>;
      const data = await loginAs.returnToAdmin({
        session: requireSession(request),
        programSlug: slug,
        token: payload.token,
        adminId: payload.admin_id,
        logoutUrl: payload.logout_url,
      });
      return { data };
    },
    async listPendingActions(request) {
      const member = memberOf(request);
      const query = request.query as Query<'listPendingActions'>;
      return { data: await pendingActions.list(member, query.locale) };
    },
    async getPendingAction(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'getPendingAction'>;
      const query = request.query as Query<'getPendingAction'>;
      return { data: await pendingActions.get(member, id, query.locale) };
    },
    async completePendingAction(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { id } = request.params as Path<'completePendingAction'>;
      await pendingActions.complete(member, session, id);
      return reply.code(204).send();
    },
    async getGuestContentPage(request) {
      const { slug } = request.params as Path<'getGuestContentPage'>;
      const query = request.query as Query<'getGuestContentPage'>;
      const programmeId = await content.guestProgrammeId(slug);
      return { data: await content.page(programmeId, query.page_slug, query.locale) };
    },
    async getMemberContentPage(request) {
      const member = memberOf(request);
      const query = request.query as Query<'getMemberContentPage'>;
      return { data: await content.page(member.programmeId, query.page_slug, query.locale) };
    },
    async getGuestMenu(request) {
      const { slug, kind } = request.params as Path<'getGuestMenu'>;
      const query = request.query as Query<'getGuestMenu'>;
      const programmeId = await content.guestProgrammeId(slug);
      return { data: await content.menu(programmeId, kind, query.locale) };
    },
    async getMemberMenu(request) {
      const member = memberOf(request);
      const { kind } = request.params as Path<'getMemberMenu'>;
      const query = request.query as Query<'getMemberMenu'>;
      return { data: await content.menu(member.programmeId, kind, query.locale) };
    },
    async requestAccessUrl(request) {
      const member = memberOf(request);
      const { kind, slug } = request.params as Path<'requestAccessUrl'>;
      const query = request.query as Query<'requestAccessUrl'>;
      const data = await accessUrls.issue({
        programmeId: member.programmeId,
        memberId: member.id,
        loggedInAsAdmin: requireSession(request).loginAs !== null,
        kind,
        slug,
        locale: query.locale,
      });
      return { data };
    },
    async getGuestContentConfig(request) {
      const { slug } = request.params as Path<'getGuestContentConfig'>;
      const query = request.query as Query<'getGuestContentConfig'>;
      const programmeId = await content.guestProgrammeId(slug);
      return { data: await content.config(programmeId, originOf(request), query.locale) };
    },
    async getMemberContentConfig(request) {
      const member = memberOf(request);
      const query = request.query as Query<'getMemberContentConfig'>;
      return { data: await content.config(member.programmeId, originOf(request), query.locale) };
    },
    async listMemberProducts(request) {
      const member = memberOf(request);
      const query = request.query as Query<'listMemberProducts'>;
      if (query.account_id !== undefined) await members.requireOwnAccount(member, query.account_id);
      return catalogue.listProducts(member.programmeId, productQuery(query));
    },
    async listGuestProducts(request) {
      const query = request.query as Query<'listGuestProducts'>;
      const programmeId = await catalogue.guestProgrammeId(query.program_slug, query.currency_id);
      return catalogue.listProducts(programmeId, productQuery(query));
    },
    async getMemberProduct(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'getMemberProduct'>;
      const query = request.query as Query<'getMemberProduct'>;
      if (query.account_id !== undefined) await members.requireOwnAccount(member, query.account_id);
      return { data: await productDetails.productDetail(member.programmeId, id, query.locale, member) };
    },
    async getGuestProduct(request) {
      const { id } = request.params as Path<'getGuestProduct'>;
      const query = request.query as Query<'getGuestProduct'>;
      const programmeId = await catalogue.guestProgrammeId(query.program_slug, query.currency_id);
      return { data: await productDetails.productDetail(programmeId, id, query.locale) };
    },
    async listPromotionGroups(request) {
      const query = request.query as Query<'listPromotionGroups'>;
      return { data: await catalogue.promotionGroups(query.program_slug, query.locale) };
    },
    async listWishlist(request) {
      const member = memberOf(request);
      const query = request.query as Query<'listWishlist'>;
      return { data: await wishlists.wishlist(member, query.locale, query.sort) };
    },
    async addWishlistItem(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const body = request.body as JsonBody<'addWishlistItem'>;
      // The card must be the member's own, like every call that names one.
      await members.requireOwnAccount(member, body.account_id);
      const { item, created } = await wishlists.addToWishlist(member, session, {
        variantId: body.product_variant_id,
        productCollectionId: body.product_collection_id,
        catalogId: body.catalog_id,
        accountId: body.account_id,
        locale: body.locale,
      });
      return reply.code(created ? 201 : 200).send({ data: item });
    },
    async removeWishlistItem(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { id } = request.params as Path<'removeWishlistItem'>;
      await wishlists.removeFromWishlist(member, session, id);
      return reply.code(204).send();
    },
    async getProductGroup(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'getProductGroup'>;
      const query = request.query as Query<'getProductGroup'>;
      if (query.account_id !== undefined) await members.requireOwnAccount(member, query.account_id);
      return { data: await productGroups.productGroup(member.programmeId, id, query.locale) };
    },
    async getShoppingCart(request) {
      const member = memberOf(request);
      const query = request.query as Query<'getShoppingCart'>;
      await members.requireOwnAccount(member, query.account_id);
      const cart = await carts.openCart(member, query.account_id, query.locale);
      // A list whose first entry is the cart (spec §7), empty when the card has none.
      return { data: cart ? [cart] : [] };
    },
    async addToShoppingCart(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const body = request.body as JsonBody<'addToShoppingCart'>;
      await members.requireOwnAccount(member, body.account_id);
      const { cart, quantityAdjustedTo } = await carts.add(member, session, {
        productId: body.product_id,
        productVariantId: body.product_variant_id ?? null,
        productCollectionId: body.product_collection_id,
        catalogId: body.catalog_id,
        currencyId: body.currency_id,
        accountId: body.account_id,
        quantity: body.quantity,
        disclosureConsentAccepted: body.is_disclosure_consent_accepted === true,
        charityIds: body.charity_ids ?? [],
        locale: body.locale,
      });
      return reply.code(201).send({ data: cart, quantity_adjusted_to: quantityAdjustedTo });
    },
    async updateShoppingCart(request) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { cartId } = request.params as Path<'updateShoppingCart'>;
      const body = request.body as JsonBody<'updateShoppingCart'>;
      const locale = localeOf(request.query as Query<'updateShoppingCart'>, member);
      return {
        data: await carts.updateCart(member, session, {
          cartId,
          ...(body.comment !== undefined ? { comment: body.comment } : {}),
          ...(body.additional_fees !== undefined
            ? { additionalFees: body.additional_fees.map((entry) => ({ itemId: entry.item_id, feeTypeIds: entry.additional_fee_type_ids })) }
            : {}),
          locale,
        }),
      };
    },
    async updateShoppingCartItem(request) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { cartId, itemId } = request.params as Path<'updateShoppingCartItem'>;
      const body = request.body as JsonBody<'updateShoppingCartItem'>;
      const locale = localeOf(request.query as Query<'updateShoppingCartItem'>, member);
      const { cart, quantityAdjustedTo } = await carts.updateItem(member, session, {
        cartId,
        itemId,
        quantity: body.quantity,
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        locale,
      });
      return { data: cart, quantity_adjusted_to: quantityAdjustedTo };
    },
    async removeShoppingCartItem(request) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { cartId, itemId } = request.params as Path<'removeShoppingCartItem'>;
      const locale = localeOf(request.query as Query<'removeShoppingCartItem'>, member);
      return { data: await carts.removeItem(member, session, { cartId, itemId, locale }) };
    },
    async addPromotionCode(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { cartId } = request.params as Path<'addPromotionCode'>;
      const body = request.body as JsonBody<'addPromotionCode'>;
      const locale = localeOf(request.query as Query<'addPromotionCode'>, member);
      const cart = await carts.addPromotionCode(member, session, { cartId, promoCode: body.promo_code, locale });
      return reply.code(201).send({ data: cart });
    },
    async removePromotionCode(request) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { cartId, codeId } = request.params as Path<'removePromotionCode'>;
      const locale = localeOf(request.query as Query<'removePromotionCode'>, member);
      return { data: await carts.removePromotionCode(member, session, { cartId, codeId, locale }) };
    },
    async checkout(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const body = request.body as JsonBody<'checkout'>;
      const answer = await checkout.checkout(member, session, {
        body,
        idempotencyKey: idempotencyKeyOf(request),
        hash: hashOf(request),
        locale: localeOf(undefined, member, body.locale),
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
    async listBinRanges(request) {
      const member = memberOf(request);
      return { data: await checkout.binRanges(member) };
    },
    async validateAddress(request) {
      return { data: await addressVerifier.verify(request.body as JsonBody<'validateAddress'>) };
    },
    async listAddresses(request) {
      const member = memberOf(request);
      return { data: await addresses.list(member, localeOf(undefined, member)) };
    },
    async createAddress(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const address = await addresses.create(member, session, request.body as JsonBody<'createAddress'>, localeOf(undefined, member));
      return reply.code(201).send({ data: address });
    },
    async getAddress(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'getAddress'>;
      return { data: await addresses.get(member, id, localeOf(undefined, member)) };
    },
    async updateAddress(request) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { id } = request.params as Path<'updateAddress'>;
      return { data: await addresses.update(member, session, id, request.body as JsonBody<'updateAddress'>, localeOf(undefined, member)) };
    },
    async deleteAddress(request) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { id } = request.params as Path<'deleteAddress'>;
      await addresses.remove(member, session, id);
      return { data: { code: 'success' } };
    },
    async setDefaultAddress(request) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { id } = request.params as Path<'setDefaultAddress'>;
      return { data: await addresses.makeDefault(member, session, id, localeOf(undefined, member)) };
    },
    async listOrders(request) {
      const member = memberOf(request);
      const query = request.query as Query<'listOrders'>;
      if (query.account_id !== undefined) await members.requireOwnAccount(member, query.account_id);
      const channels: unknown = query.sale_channel_type_codes;
      return orders.list(member, {
        page: query.page ?? 1,
        ...(query.per_page !== undefined ? { perPage: query.per_page } : {}),
        ...(query.sort_direction !== undefined ? { direction: query.sort_direction } : {}),
        ...(channels !== undefined
          ? { channels: (Array.isArray(channels) ? channels : [channels]) as NonNullable<typeof query.sale_channel_type_codes> }
          : {}),
        ...(query.account_id !== undefined ? { accountId: query.account_id } : {}),
        locale: localeOf(query, member),
      });
    },
    async listHistoricalOrders(request) {
      const member = memberOf(request);
      const query = request.query as Query<'listHistoricalOrders'>;
      if (query.account_id !== undefined) await members.requireOwnAccount(member, query.account_id);
      return orders.listHistorical(member, {
        page: query.page ?? 1,
        ...(query.per_page !== undefined ? { perPage: query.per_page } : {}),
        ...(query.account_id !== undefined ? { accountId: query.account_id } : {}),
        locale: localeOf(query, member),
      });
    },
    async getOrder(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'getOrder'>;
      return { data: await orders.get(member, id, localeOf(request.query as Query<'getOrder'>, member)) };
    },
    async cancelOrder(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { id } = request.params as Path<'cancelOrder'>;
      const answer = await orders.cancelOrder(member, session, {
        orderId: id,
        idempotencyKey: idempotencyKeyOf(request),
        hash: hashOf(request),
        locale: localeOf(request.query as Query<'cancelOrder'>, member),
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
    async cancelTravelBooking(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { id } = request.params as Path<'cancelTravelBooking'>;
      const answer = await travelCancellations.cancel(member, session, {
        orderId: id,
        idempotencyKey: idempotencyKeyOf(request),
        hash: hashOf(request),
        locale: localeOf(request.query as Query<'cancelTravelBooking'>, member),
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
    async cancelOrderItem(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { id, itemId } = request.params as Path<'cancelOrderItem'>;
      const answer = await orders.cancelItem(member, session, {
        orderId: id,
        itemId,
        idempotencyKey: idempotencyKeyOf(request),
        hash: hashOf(request),
        locale: localeOf(request.query as Query<'cancelOrderItem'>, member),
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
    async getProgramRegistration(request) {
      const { slug } = request.params as Path<'getProgramRegistration'>;
      const query = request.query as Query<'getProgramRegistration'>;
      return { data: await registrations.configurationBySlug(slug, query.locale) };
    },
    async getUserRegistration(request) {
      const { id } = request.params as Path<'getUserRegistration'>;
      const query = request.query as Query<'getUserRegistration'>;
      return { data: await registrations.configurationById(id, query.locale) };
    },
    async registerUser(request) {
      const { id } = request.params as Path<'registerUser'>;
      const body = request.body as JsonBody<'registerUser'>;
      return { data: await registrations.register(id, body, { origin: originOf(request), clientAddress: request.ip }) };
    },
    async verifyRegistration(request) {
      const { id } = request.params as Path<'verifyRegistration'>;
      const body = request.body as JsonBody<'verifyRegistration'>;
      await registrations.verify(id, body.registration_verification, body.locale ?? DEFAULT_LOCALE, request.ip);
      return { data: { verified: true } };
    },
    async resendVerificationEmail(request, reply) {
      const { id } = request.params as Path<'resendVerificationEmail'>;
      const body = request.body as JsonBody<'resendVerificationEmail'>;
      await registrations.resendConfirmation(id, body.registration_verification, {
        origin: originOf(request),
        locale: body.locale,
        clientAddress: request.ip,
      });
      return reply.code(202).send({ data: { code: 'accepted' } });
    },
    async verifyEmail(request) {
      const query = request.query as Query<'verifyEmail'>;
      // An email change's link, else a registration's (both arrive at the same page).
      const changed = await emailChanges.confirm(query.token, query.locale);
      if (changed) return { data: { code: 'email_changed', email: changed.email } };
      return { data: { code: await registrations.verifyEmail(query.token, query.locale) } };
    },
    async getMemberTerms(request) {
      const member = memberOf(request);
      const query = request.query as Query<'getMemberTerms'>;
      return { data: await registrations.currentTerms(member.programmeId, query.locale) };
    },
    async getProgramTerms(request) {
      const { slug } = request.params as Path<'getProgramTerms'>;
      const query = request.query as Query<'getProgramTerms'>;
      return { data: await registrations.programmeTerms(slug, query.locale) };
    },
    async verifyToken(request) {
      const { slug } = request.params as Path<'verifyToken'>;
      const query = request.query as Query<'verifyToken'>;
      return { data: await passwordRecovery.checkToken(slug, query.token, query.locale) };
    },
    async requestPasswordReset(request, reply) {
      const { slug } = request.params as Path<'requestPasswordReset'>;
      const body = request.body as JsonBody<'requestPasswordReset'>;
      await passwordRecovery.request(slug, body.user_account, { origin: originOf(request), clientAddress: request.ip });
      return reply.code(202).send({ data: { code: 'accepted' } });
    },
    async verifyPasswordReset(request) {
      const { slug } = request.params as Path<'verifyPasswordReset'>;
      const body = request.body as JsonBody<'verifyPasswordReset'>;
      await passwordRecovery.verify(slug, body.token, body.password_verifications, body.locale);
      return { data: { verified: true } };
    },
    async resetPassword(request) {
      const { slug } = request.params as Path<'resetPassword'>;
      const body = request.body as JsonBody<'resetPassword'>;
      await passwordRecovery.resetPassword(slug, body.token, body.new_password, body.locale);
      return { data: { code: 'success' } };
    },
    async changeMemberPassword(request) {
      const session = requireSession(request);
      const member = memberOf(request);
      const body = request.body as JsonBody<'changeMemberPassword'>;
      const data = await passwords.change(
        member,
        session,
        { currentPassword: body.current_password, newPassword: body.new_password, confirmation: body.new_password_confirmation },
        request.ip,
      );
      return { data };
    },
    async listAccountTransactions(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'listAccountTransactions'>;
      const query = request.query as Query<'listAccountTransactions'>;
      return transactions.page(member, {
        accountId: id,
        dateFilter: query.date_filter ?? 'all',
        annualFeesOnly: query.is_purchase_eraser === true,
        page: query.page ?? 1,
        ...(query.per_page !== undefined ? { perPage: query.per_page } : {}),
        locale: localeOf(query, member),
      });
    },
    async downloadAccountTransactions(request, reply) {
      const member = memberOf(request);
      const { id } = request.params as Path<'downloadAccountTransactions'>;
      const body = request.body as JsonBody<'downloadAccountTransactions'>;
      const file = await transactions.download(member, {
        accountId: id,
        dateFilter: body.date_filter ?? 'all',
        annualFeesOnly: body.is_purchase_eraser === true,
        locale: localeOf(undefined, member, body.locale),
      });
      return reply
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(file.csv);
    },
    async checkoutPurchaseEraser(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const body = request.body as JsonBody<'checkoutPurchaseEraser'>;
      const answer = await eraser.checkout(member, session, {
        accountId: body.account_id,
        feeId: body.card_transaction_id,
        idempotencyKey: idempotencyKeyOf(request),
        hash: hashOf(request),
        locale: localeOf(undefined, member, body.locale),
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
    async getTravelToken(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'getTravelToken'>;
      return { data: await travel.token(member, requireSession(request), id) };
    },
    async listAuthorizedRedeemers(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'listAuthorizedRedeemers'>;
      return { data: await redeemers.list(member, id, localeOf(request.query as Query<'listAuthorizedRedeemers'>, member)) };
    },
    async addAuthorizedRedeemer(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { id } = request.params as Path<'addAuthorizedRedeemer'>;
      const body = request.body as JsonBody<'addAuthorizedRedeemer'>;
      const redeemer = await redeemers.add(member, session, {
        accountId: id,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        relationCode: body.relation_code,
        locale: localeOf(request.query as Query<'addAuthorizedRedeemer'>, member),
      });
      return reply.code(201).send({ data: redeemer });
    },
    async removeAuthorizedRedeemer(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { id, redeemerId } = request.params as Path<'removeAuthorizedRedeemer'>;
      await redeemers.remove(member, session, id, redeemerId);
      return reply.code(204).send();
    },
    async listAuthorizedRedeemerRelations(request) {
      const member = memberOf(request);
      return { data: await redeemers.relations(localeOf(request.query as Query<'listAuthorizedRedeemerRelations'>, member)) };
    },
    async listExternalRedemptionProducts(request) {
      const member = memberOf(request);
      const { slug, code } = request.params as Path<'listExternalRedemptionProducts'>;
      const query = request.query as Query<'listExternalRedemptionProducts'>;
      return { data: await externalRedemptions.list(member, { slug, code, accountId: query.account_id, locale: localeOf(query, member) }) };
    },
    async checkoutExternalRedemption(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const body = request.body as JsonBody<'checkoutExternalRedemption'>;
      const answer = await externalRedemptions.checkout(member, session, {
        body,
        idempotencyKey: idempotencyKeyOf(request),
        hash: hashOf(request),
        locale: localeOf(undefined, member, body.locale),
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
    async verifyFinancialAccount(request) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { id } = request.params as Path<'verifyFinancialAccount'>;
      const body = request.body as JsonBody<'verifyFinancialAccount'>;
      const data = await financialRedemptions.verify(member, session, {
        accountId: id,
        productId: body.investment.product,
        accountNumber: body.investment.account_number,
      });
      return { data };
    },
    async redeemFinancialReward(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { id } = request.params as Path<'redeemFinancialReward'>;
      const body = request.body as JsonBody<'redeemFinancialReward'>;
      const answer = await financialRedemptions.redeem(member, session, {
        accountId: id,
        body,
        idempotencyKey: idempotencyKeyOf(request),
        hash: hashOf(request),
        locale: localeOf(undefined, member, body.locale),
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
    async listPayWithRewardActivities(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'listPayWithRewardActivities'>;
      const query = request.query as Query<'listPayWithRewardActivities'>;
      return payWithRewards.list(member, {
        accountId: id,
        filter: query.filter ?? 'is_eligible',
        days: Number(query.date_filter ?? '7') as 7 | 15 | 30 | 60 | 90,
        page: query.page ?? 1,
        locale: localeOf(query, member),
      });
    },
    async redeemPayWithReward(request, reply) {
      const session = requireSession(request);
      const member = memberOf(request);
      const { id } = request.params as Path<'redeemPayWithReward'>;
      const body = request.body as JsonBody<'redeemPayWithReward'>;
      const answer = await payWithRewards.redeem(member, session, {
        accountId: id,
        reference: body.reference_identifier,
        amount: body.amount,
        idempotencyKey: idempotencyKeyOf(request),
        hash: hashOf(request),
        locale: localeOf(undefined, member, body.locale),
      });
      return reply.code(answer.statusCode).send(answer.body);
    },
  };
}

type ProductListQuery = Query<'listMemberProducts'> | Query<'listGuestProducts'>;

/** Repeated `facets` come as an array; a single one may come as a plain string. */
function productQuery(query: ProductListQuery) {
  const facets: unknown = query.facets;
  return {
    catalog: query.catalog,
    locale: query.locale,
    page: query.page,
    perPage: query.per_page,
    search: query.search,
    facets: facets === undefined ? undefined : Array.isArray(facets) ? facets.map(String) : [String(facets)],
    min: query.min,
    max: query.max,
    sortField: query.sort_field,
    sortDirection: query.sort_direction,
  };
}

/**
 * Routes come from the OpenAPI document through fastify-openapi-glue, so the
 * request schemas Fastify validates with are the very ones the storefront's
 * client types are generated from (no second copy to drift), and the
 * document's `x-access` decides who may call each operation (its `security`
 * must agree, or the server does not start).
 * Response schemas are used for serialization, which drops undocumented
 * fields and fails loudly on a missing required one.
 */
export async function registerApiRoutes(app: FastifyInstance, services: ApiServices): Promise<void> {
  const handlers = createHandlers(services);
  const used = new Set<string>();
  await app.register(async (api) => {
    // The API speaks JSON only: without this, Fastify's built-in text/plain parser would hand a
    // string to a handler whose body schema (keyed by application/json) was never applied.
    api.removeContentTypeParser('text/plain');
    // Bodies are typed JSON, checked without coercion; path, query and headers are text (server/http/request-validation.ts).
    api.setValidatorCompiler(programmeApiValidatorCompiler());
    api.addHook('preValidation', async (request) => {
      // Fastify validates a body only when one was sent. Every request body of the document is
      // required; an operation with an optional body would say so with `x-body-optional: true`.
      const schema = request.routeOptions.schema as (Record<string, unknown> & { body?: unknown }) | undefined;
      if (schema?.body && !schema['x-body-optional'] && (request.body === undefined || request.body === null)) {
        throw ApiError.validation([{ field: 'body', message: 'is required' }]);
      }
    });
    // After validation, so schema errors come first; before any handler sends text to PostgreSQL.
    api.addHook('preHandler', rejectNulCharacters);
    // Every operation's declared access, read once: the server does not start when one lacks x-access.
    registerOperationAccess(api, readOperationAccess(readFileSync(OPENAPI_DOCUMENT, 'utf8')), services);
    await registerGlue(api, handlers, used);
  });
  const unused = Object.keys(handlers).filter((operationId) => !used.has(operationId));
  if (unused.length > 0) {
    throw new Error(`Handlers without an operation in the API document: ${unused.join(', ')}`);
  }
}

async function registerGlue(
  app: FastifyInstance,
  handlers: Record<keyof operations, Handler>,
  used: Set<string>,
): Promise<void> {
  await app.register(openapiGlue, {
    specification: OPENAPI_DOCUMENT,
    prefix: API_PREFIX,
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId as keyof operations];
      if (!handler) {
        throw new Error(`The API document has operation "${operationId}" but the server has no handler for it`);
      }
      used.add(operationId);
      return handler;
    },
  });
}
