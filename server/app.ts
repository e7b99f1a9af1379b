import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Pool } from 'pg';
import { AdminConsoleService } from './admin/admin-console-service';
import { registerApiRoutes } from './api/api-routes';
import { AuthService } from './auth/auth-service';
import type { Clock } from './clock';
import { SignInThrottle } from './auth/sign-in-throttle';
import { DEFAULT_SCRYPT_PARAMETERS } from './auth/password-hasher';
import { PasswordCheckPool } from './auth/password-check-pool';
import { PasswordChecks } from './auth/password-checks';
import { LoginAsService } from './auth/login-as-service';
import { ephemeralSigningKeys } from './auth/signing-keys';
import { TokenService } from './auth/token-service';
import { AddressService } from './address-book/address-service';
import { SandboxAddressVerifier } from './address-book/address-verifier';
import { CartService } from './cart/cart-service';
import { ClientErrorLimit } from './client-errors/client-error-limit';
import { CatalogueSearchService } from './catalogue/catalogue-search-service';
import { ProductDetailService } from './catalogue/product-detail-service';
import { WishlistService } from './catalogue/wishlist-service';
import { ProductGroupService } from './catalogue/product-group-service';
import { DEFAULT_ADMIN_CONSOLE_URL } from './config/server-config';
import { assertNothingOnSandbox } from './config/sandbox-switch';
import { ContentService } from './content/content-service';
import { AccessUrlService } from './content/access-url-service';
import { SessionCookies } from './http/session-cookie';
import { createBearerAuth } from './http/bearer-auth';
import { REQUEST_AJV_OPTIONS } from './http/request-validation';
import { errorHandler } from './http/error-handler';
import { registerAdminAudit } from './admin/admin-audit-hook';
import { requestLogSerializer } from './http/log-redaction';
import { registerSecurityHeaders } from './http/security-headers';
import { registerMediaRoutes } from './media/media-routes';
import { MailDispatcher } from './mail/mail-dispatcher';
import { SandboxMailTransport } from './mail/mail-transport';
import { EmailChanges } from './account/email-change';
import { MemberService } from './account/member-service';
import { CheckoutService } from './orders/checkout-service';
import { OrderService } from './orders/order-service';
import { OrderCancellationService } from './orders/order-cancellation-service';
import { SandboxPaymentProcessor } from './payment/payment-processor';
import { PaymentIntents } from './payment/payment-intents';
import { RecoverySweep } from './payment/recovery-sweep';
import { CardRefunds } from './payment/card-refunds';
import { DEFAULT_IDEMPOTENCY_KEY_RETENTION_HOURS } from './idempotency/idempotency';
import { PendingActionService } from './pending-actions/pending-action-service';
import { PasswordRecoveryService } from './registration/password-recovery-service';
import { RegistrationService } from './registration/registration-service';
import { PasswordService } from './password/password-service';
import { AuthorizedRedeemerService } from './redeemers/authorized-redeemer-service';
import { EraserService } from './transactions/eraser-service';
import { TransactionService } from './transactions/transaction-service';
import { SandboxTravelPartner } from './travel/sandbox-travel-partner';
import { SANDBOX_TRAVEL_URL, TravelService, vacationUrls } from './travel/travel-service';
import { TravelCancellationService } from './travel/travel-cancellation-service';
import { CardEarningService } from './account/card-earning-service';
import { PointsStatementService } from './statement/points-statement-service';
import { RedemptionValueService } from './redemptions/redemption-value-service';
import { CardRatioService } from './account/card-ratio-service';
import { TravelPartnerService } from './travel/travel-partner-service';
import { CustomActionService } from './custom-actions/custom-action-service';
import { TravelBookingService } from './travel/travel-booking-service';
import { ExternalRedemptionService } from './redemptions/external-redemption-service';
import { FinancialRedemptionService } from './redemptions/financial-redemption-service';
import { PayWithRewardService } from './redemptions/pay-with-reward-service';
import { PayBackReminders } from './redemptions/pay-back-reminders';
import { registerSandboxRoutes } from './sandbox/sandbox-routes';
import type { AppConfig } from './app-config';
import { newestKnownMigration } from './database/migrate';
import { registerHealthRoutes } from './operations/health-routes';
import { ServiceReadiness } from './operations/service-readiness';
import { registerMetrics } from './operations/server-metrics';
import { registerShutdownDraining } from './operations/shutdown-draining';
import { registerStorefrontPages } from './storefront/storefront-pages';
import { contentVersionSource } from './content/content-version-source';

export type { AppConfig } from './app-config';

export interface BuildAppOptions {
  pool: Pool;
  config: AppConfig;
}

const systemClock: Clock = { now: () => new Date() };

/** The configured logger, writing request URLs with their tokens redacted (server/http/log-redaction.ts). */
function withoutCredentials(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestLogSerializer } };
}

/**
 * The programme API and everything else the server answers: generated media,
 * the sandbox, and the built storefront. Returns a ready Fastify instance
 * that tests can `inject` into or `listen` on port 0.
 */
export async function buildApp({ pool, config }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withoutCredentials(config.logger ?? false),
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    // Request ids let a 500 in the logs be matched to what the client saw.
    requestIdHeader: 'x-request-id',
    // A URL whose percent-encoding is broken fails in the router, before any route: answer it like any bad input.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
    ajv: {
      // The programme API's own routes validate with server/http/request-validation.ts (bodies never coerced).
      customOptions: REQUEST_AJV_OPTIONS,
    },
  });

  const sandboxOn = config.sandbox ?? true;
  if (!sandboxOn) {
    await assertNothingOnSandbox(pool, {
      externalUrlOverrides: config.externalUrlOverrides ?? {},
      adminConsoleUrl: config.adminConsoleUrl,
      travelPartnerUrl: config.travelPartnerUrl,
      vacationSiteUrl: config.vacationSiteUrl,
      paymentProcessor: config.paymentProcessor !== undefined,
      mailTransport: config.mailTransport !== undefined,
      addressVerifier: config.addressVerifier !== undefined,
    });
  }
  const clock = config.clock ?? systemClock;
  const tokens = new TokenService(config.signingKeys ?? ephemeralSigningKeys());
  const signInThrottle = new SignInThrottle(pool, clock);
  const checkPool =
    config.passwordCheckPool ?? new PasswordCheckPool({ threads: config.passwordHashThreads, queueLimit: config.passwordHashQueue });
  if (!config.passwordCheckPool) app.addHook('onClose', async () => checkPool.close());
  const passwordChecks = new PasswordChecks(checkPool, config.passwordHashParameters ?? DEFAULT_SCRYPT_PARAMETERS);
  const auth = new AuthService(pool, tokens, clock, signInThrottle, passwordChecks);
  const loginAs = new LoginAsService(pool, tokens, clock, {
    adminConsoleUrl: config.adminConsoleUrl ?? DEFAULT_ADMIN_CONSOLE_URL,
  });
  const pendingActions = new PendingActionService(pool, clock);
  // Heard through LISTEN (or read per ask): the storefront's kept pages and the catalogue's kept programmes use it.
  const contentVersion = contentVersionSource(app, pool, config);
  const catalogue = new CatalogueSearchService(pool, { contentVersion });
  const productDetails = new ProductDetailService(pool);
  const wishlists = new WishlistService(pool);
  const productGroups = new ProductGroupService(pool);
  const carts = new CartService(pool, clock);
  const payments = config.paymentProcessor ?? new SandboxPaymentProcessor(pool);
  const paymentIntents = new PaymentIntents(pool, payments);
  const cardRefunds = new CardRefunds(pool, payments);
  const recoverySweep = new RecoverySweep(pool, paymentIntents, cardRefunds, {
    intervalMs: config.recoverySweepIntervalMs ?? 30_000,
    voidAfterMs: config.paymentVoidAfterMs ?? 120_000,
    idempotencyKeyRetentionHours: config.idempotencyKeyRetentionHours ?? DEFAULT_IDEMPOTENCY_KEY_RETENTION_HOURS,
    onError: (error) => app.log.error({ err: error }, 'recovery sweep failed'),
  });
  const mail = new MailDispatcher(pool, config.mailTransport ?? new SandboxMailTransport(pool), {
    intervalMs: config.mailDispatchIntervalMs ?? 5_000,
    retry: config.mailRetry,
    onError: (error) => app.log.error({ err: error }, 'mail delivery failed'),
  });
  const emailChanges = new EmailChanges(pool, clock, mail);
  const members = new MemberService(pool, clock, emailChanges);
  const orders = new OrderService(pool, clock);
  const orderCancellations = new OrderCancellationService(pool, clock, orders, cardRefunds, (error) =>
    app.log.warn({ err: error }, 'card refund left for the recovery sweep'),
  );
  const checkout = new CheckoutService(pool, clock, payments, orders, mail, paymentIntents);
  const addresses = new AddressService(pool);
  const addressVerifier = config.addressVerifier ?? new SandboxAddressVerifier();
  const content = new ContentService(pool, clock, {
    guardProfile: config.guardProfile ?? 'reference',
    externalUrlOverrides: config.externalUrlOverrides ?? {},
  });
  const accessUrls = new AccessUrlService(pool, tokens, clock);
  const hashOptions = {
    ...(config.passwordHashParameters ? { hashParameters: config.passwordHashParameters } : {}),
    passwords: passwordChecks,
  };
  const registrations = new RegistrationService(pool, clock, signInThrottle, mail, hashOptions);
  const passwordRecovery = new PasswordRecoveryService(pool, clock, signInThrottle, mail, content, hashOptions);
  const passwords = new PasswordService(pool, clock, signInThrottle, passwordChecks);
  const transactions = new TransactionService(pool, clock);
  const eraser = new EraserService(pool, clock);
  const redeemers = new AuthorizedRedeemerService(pool, clock);
  const travel = new TravelService(pool, tokens, clock, {
    travelUrl: config.travelPartnerUrl ?? SANDBOX_TRAVEL_URL,
    vacationSiteUrl: config.vacationSiteUrl ?? null,
  });
  const travelCancellations = new TravelCancellationService(pool, clock);
  const externalRedemptions = new ExternalRedemptionService(pool, clock, mail);
  const financialRedemptions = new FinancialRedemptionService(pool, clock, mail);
  const payWithRewards = new PayWithRewardService(pool, clock, mail);
  // Issue 26: hourly is soon enough for a reminder counted in days.
  const payBackReminders = new PayBackReminders(pool, clock, mail, {
    intervalMs: 3_600_000,
    onError: (error) => app.log.error({ err: error }, 'pay-back reminders failed'),
    storeOrigin: config.publicStoreUrl ?? null,
  });
  const adminConsole = new AdminConsoleService(pool, tokens, clock, loginAs, config.programmeSlug, signInThrottle, passwordChecks);
  const sessionCookies = new SessionCookies(tokens, { alwaysSecure: config.secureCookies ?? false });
  const bearerAuth = createBearerAuth({ pool, tokens, clock, cookies: sessionCookies });

  app.decorateRequest('memberSession', null);
  app.decorateRequest('member', null);
  app.decorateRequest('enforcedAccess', null);
  app.decorateRequest('answeredErrorCode', null);
  app.setErrorHandler(errorHandler);
  registerSecurityHeaders(app);
  const readiness = config.readiness ?? new ServiceReadiness();
  registerHealthRoutes(app, { pool, readiness, expectedSchemaVersion: await newestKnownMigration(config.migrationsKnownUpTo ?? null) });
  registerShutdownDraining(app, readiness);
  if (config.metricsToken) registerMetrics(app, { pool, token: config.metricsToken, contentVersion });
  registerAdminAudit(app, { pool, clock });

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // On-the-fly brotli at its default quality 11 costs far more CPU than it saves bytes.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    // Compressed request bodies are not part of the API; refusing them avoids decompression bombs.
    globalDecompression: false,
  });

  await registerApiRoutes(app, {
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
    bearerAuth,
    sessionCookies,
    orders,
    orderCancellations,
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
    cardRatios: new CardRatioService(pool),
    cardEarnings: new CardEarningService(pool, clock),
    pointsStatements: new PointsStatementService(pool, clock),
    redemptionValues: new RedemptionValueService(pool),
    customActions: new CustomActionService(pool, clock),
    travelPartner: new TravelPartnerService(pool, clock, mail, {
      travelUrl: config.travelPartnerUrl ?? SANDBOX_TRAVEL_URL,
      vacationUrls: vacationUrls(config.vacationSiteUrl ?? null),
      sandbox: config.travelPartnerUrl === null || config.travelPartnerUrl === undefined,
    }),
    externalRedemptions,
    financialRedemptions,
    payWithRewards,
    clientErrorLimit: new ClientErrorLimit(clock),
  });
  await registerMediaRoutes(app, { pool });
  // Off, the sandbox's pages (the mailbox of everyone's mail, the support console) do not exist at all.
  if (sandboxOn) {
    await registerSandboxRoutes(app, {
      auth,
      partnerAccess: tokens,
      clock,
      adminConsole,
      programmeSlug: config.programmeSlug,
      pool,
      travelPartner: new SandboxTravelPartner(pool, tokens, clock),
      travelBookings: new TravelBookingService(pool, tokens, clock),
    });
  }
  mail.start();
  recoverySweep.start();
  payBackReminders.start();
  app.addHook('onClose', async () => {
    await payBackReminders.stop();
    await mail.stop();
    await recoverySweep.stop();
  });
  await registerStorefrontPages(app, { pool, clock, config, bearerAuth, contentVersion });
  return app;
}
