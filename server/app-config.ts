import type { GuardProfileName } from '@rewards-storefront/domain/content/content-config';
import type { FastifyServerOptions } from 'fastify';
import type { AddressVerifier } from './address-book/address-verifier';
import type { PasswordCheckPool } from './auth/password-check-pool';
import type { ScryptParameters } from './auth/password-hasher';
import type { SigningKey } from './auth/signing-keys';
import type { Clock } from './clock';
import type { ExternalUrlKey } from './content/external-urls';
import type { MailRetryPolicy } from './mail/mail-retry';
import type { MailTransport } from './mail/mail-transport';
import type { ServiceReadiness } from './operations/service-readiness';
import type { PaymentProcessor } from './payment/payment-processor';

/** What buildApp is configured with (main.ts reads it from the environment; tests pass their own). */
export interface AppConfig {
  programmeSlug: string;
  storefrontDir: string;
  /** The programme the storefront was built for: whose guest content the served page carries (default "demo"). */
  storefrontProgramSlug?: string;
  /** How long the served page waits for that content before going without it (default 300 ms). */
  guestContentTimeoutMs?: number;
  /**
   * Where the build's server rendering of the pages is (`npm run build` writes dist/server-rendering): a visitor's
   * page is then rendered on the server (issue 24). Absent or null: every page is rendered by the browser (tests).
   */
  serverRenderingDir?: string | null;
  /** How long a page's server rendering may take before the browser's page is sent instead (default 3000 ms). */
  pageRenderTimeoutMs?: number;
  /** Whether visitors' server-rendered pages are kept for 10 s for the next visitor (default true; tests of rendering turn it off). */
  renderedPageCache?: boolean;
  /**
   * DATABASE_LISTEN: whether the storefront hears content changes through PostgreSQL's LISTEN on a connection of
   * its own (server/content/content-version-watch.ts) instead of reading the content's version on every page
   * (default true; off behind a pooler in transaction mode, which cannot keep a session listening).
   */
  contentChangeNotifications?: boolean;
  /**
   * Token signing keys, the first signs and all verify (main.ts reads them from
   * configuration); without them a random key for this process only (tests).
   */
  signingKeys?: readonly SigningKey[];
  /** Fastify's logger option: false in tests, a level in production. */
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /**
   * SECURE_COOKIES: the storefront's session cookies are `Secure` and `__Host-` prefixed on every answer, not only
   * on those to a request seen as HTTPS (default false; the server's configuration turns it on in production, so a
   * proxy that terminates TLS without TRUST_PROXY cannot make them travel over plain HTTP).
   */
  secureCookies?: boolean;
  /** PUBLIC_STORE_URL: the store's public address, for links in emails sent outside a request; null or absent: none. */
  publicStoreUrl?: string | null;
  /** Injectable time source for tests of expiry. */
  clock?: Clock;
  /** Route guard profile the storefront applies (default "reference", decisions §4). */
  guardProfile?: GuardProfileName;
  /** External addresses that win over the programme's stored ones. */
  externalUrlOverrides?: Partial<Record<ExternalUrlKey, string>>;
  /** Where an admin returns to from a login-as session (default the sandbox console). */
  adminConsoleUrl?: string;
  /** The card processor of the cash part (default the sandbox processor, decisions §3). */
  paymentProcessor?: PaymentProcessor;
  /** Where emails go (default the sandbox mailbox in PostgreSQL). */
  mailTransport?: MailTransport;
  /** Address verification (default the sandbox verifier). */
  addressVerifier?: AddressVerifier;
  /** How often the outbox is swept for mail queued elsewhere (default 5000 ms; 0 only delivers after this node's own requests). */
  mailDispatchIntervalMs?: number;
  /** How a refused email is tried again (default server/mail/mail-retry.ts DEFAULT_MAIL_RETRY). */
  mailRetry?: MailRetryPolicy;
  /** How often the recovery sweep runs (default 30 000 ms; 0: never, decisions §8). */
  recoverySweepIntervalMs?: number;
  /** A card authorization without a committed order this long is voided by the sweep (default 120 000 ms). */
  paymentVoidAfterMs?: number;
  /** How long an Idempotency-Key is kept (default 24 hours). */
  idempotencyKeyRetentionHours?: number;
  /** scrypt settings of passwords set by registration and recovery (tests use cheap ones; the hash records them). */
  passwordHashParameters?: ScryptParameters;
  /**
   * Serve the sandbox of the systems outside the store (default true). When
   * false its routes do not exist, and buildApp refuses to start while any
   * address or adapter is still the sandbox's (server/config/sandbox-switch.ts).
   */
  sandbox?: boolean;
  /** Serve the build's source maps (default false: never in production mode). */
  serveSourceMaps?: boolean;
  /** The travel partner's authentication page (default the sandbox partner). */
  travelPartnerUrl?: string | null;
  /** The vacation site, `{lang}` for en/fr (default the sandbox site). */
  vacationSiteUrl?: string | null;
  /**
   * The threads and queue every password check runs on (PASSWORD_HASH_THREADS, PASSWORD_HASH_QUEUE);
   * one is made (and closed with the app) when absent. Tests pass their own to count the hashes.
   */
  passwordCheckPool?: PasswordCheckPool;
  passwordHashThreads?: number;
  passwordHashQueue?: number;
  /** Whether the node takes traffic (`/readyz`); main.ts ends it when a shutdown begins. One of its own when absent. */
  readiness?: ServiceReadiness;
  /** METRICS_TOKEN: the bearer token a Prometheus scraper sends to `GET /metrics`; without one the route does not exist. */
  metricsToken?: string | null;
  /** MIGRATIONS_KNOWN_UP_TO: the newest migration this node knows, which `/readyz` expects the database to have (default the newest file). */
  migrationsKnownUpTo?: number | null;
}
