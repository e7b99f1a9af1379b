import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GuardProfileName } from '@rewards-storefront/domain/content/content-config';
import { configuredSigningKeys, SigningKeyError, type SigningKey } from '../auth/signing-keys';
import { DEFAULT_HASH_QUEUE_LIMIT, defaultHashThreads } from '../auth/password-check-pool';
import type { SmtpSettings } from '../mail/smtp-mail-transport';
import { DEFAULT_MAIL_RETRY, type MailRetryPolicy } from '../mail/mail-retry';
import { EXTERNAL_URL_KEYS, externalUrlVariable, isValidExternalUrl, type ExternalUrlKey } from '../content/external-urls';

/** The repository root: defaults are relative to it, not to the current directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  /** An existing PostgreSQL; when absent the embedded one is started. */
  databaseUrl: string | null;
  /** Where the embedded PostgreSQL keeps its cluster. */
  dataDir: string;
  /** A fixed port for the embedded PostgreSQL; a free one when absent. */
  pgPort: number | null;
  /** Connections per API node; several nodes share the database's max_connections. */
  databasePoolMax: number;
  /** Whether parameterised statements are prepared once per connection (server/database/preparing-client.ts). */
  databasePrepareStatements: boolean;
  /** Whether content changes are heard through LISTEN on a connection of its own (server/content/content-version-watch.ts). */
  databaseListen: boolean;
  storefrontDir: string;
  /** SERVER_RENDERING=on|off (default on) and SERVER_RENDERING_DIR: the build's server rendering of the pages; null when off. */
  serverRenderingDir: string | null;
  /**
   * Token signing keys (TOKEN_SIGNING_KEYS or TOKEN_SIGNING_KEYS_FILE), the
   * first signs; null when none is configured (outside production only: then
   * the server uses a development key, see developmentSigningKeys).
   */
  signingKeys: SigningKey[] | null;
  programmeSlug: string;
  /** The programme the storefront was built for (its VITE_PROGRAM_SLUG): whose guest content the served page carries. */
  storefrontProgramSlug: string;
  seedDemoData: boolean;
  logLevel: string;
  /** Behind a load balancer, take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** SECURE_COOKIES: session cookies always `Secure` (default on in production, else only over HTTPS). */
  secureCookies: boolean;
  /** Threads that hash passwords (server/auth/password-check-pool.ts); default half the cores, at least 1. */
  passwordHashThreads: number;
  /** Password checks that may wait for a hashing thread; more are answered 429 SIGN_IN_BUSY at once. */
  passwordHashQueue: number;
  /** The storefront's route guard profile (decisions §4), sent in the content configuration. */
  guardProfile: GuardProfileName;
  /** Addresses outside the store that override the programme's stored ones (EXTERNAL_<KEY>_URL). */
  externalUrlOverrides: Partial<Record<ExternalUrlKey, string>>;
  /** The support console an admin returns to after logging in as a member. */
  adminConsoleUrl: string;
  /**
   * Whether the sandbox of the systems outside the store (`/sandbox/*`) is
   * served (SANDBOX=on|off; on unless NODE_ENV=production). Off, its routes
   * do not exist and the server refuses to start while anything still points
   * at it (server/config/sandbox-switch.ts).
   */
  sandbox: boolean;
  /** NODE_ENV=production: source maps are not served. */
  production: boolean;
  /** The travel partner's authentication page (TRAVEL_PARTNER_URL); null: the sandbox partner. */
  travelPartnerUrl: string | null;
  /** The vacation site the store posts its token to, `{lang}` for en/fr (VACATION_SITE_URL); null: the sandbox site. */
  vacationSiteUrl: string | null;
  /**
   * Test seam (MIGRATIONS_KNOWN_UP_TO): the node knows only the migrations up to
   * this version, as the previous release would; null knows them all.
   */
  migrationsKnownUpTo: number | null;
  /** How often the recovery sweep runs (decisions §8). */
  recoverySweepIntervalMs: number;
  /** A card authorization without a committed order this long is voided. */
  paymentVoidAfterMs: number;
  /** How long an Idempotency-Key is kept. */
  idempotencyKeyRetentionHours: number;
  /**
   * SHUTDOWN_DRAIN_SECONDS: on SIGTERM the node answers `/readyz` with 503 and
   * keeps serving this long before it stops accepting connections, so a load
   * balancer that probes it moves traffic away first (0: close at once).
   */
  shutdownDrainMs: number;
  /** METRICS_TOKEN: what a Prometheus scraper sends as its bearer token (at least 32 characters); null: no `/metrics`. */
  metricsToken: string | null;
  /**
   * PUBLIC_STORE_URL: where members reach the store ("https://rewards.example"), for the links of emails sent
   * outside a request (the pay-back reminder). Default outside production: http://localhost:PORT; in production
   * none unless set (those emails then say where to go in words).
   */
  publicStoreUrl: string | null;
  /** SHUTDOWN_TIMEOUT_SECONDS: a shutdown that has not finished this long after the drain exits anyway. */
  shutdownTimeoutMs: number;
  /** SMTP_URL and SMTP_FROM: real email through this mail service; null keeps the sandbox mailbox. */
  smtp: SmtpSettings | null;
  /** MAIL_RETRY_BASE_SECONDS, MAIL_RETRY_MAX_SECONDS, MAIL_MAX_ATTEMPTS: how a refused email is tried again. */
  mailRetry: MailRetryPolicy;
}

/** The sandbox console served by this server (server/sandbox). */
export const DEFAULT_ADMIN_CONSOLE_URL = '/sandbox/admin';

export class ConfigError extends Error {}

function parsePort(name: string, raw: string | undefined, fallback: number | null): number | null {
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return port;
}

function parsePositiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new ConfigError(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

function parseNonNegativeInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number of 0 or more, got "${raw}"`);
  }
  return value;
}

/** The store's public origin, without a trailing slash; blank is the default. */
function parsePublicStoreUrl(raw: string | undefined, fallback: string | null): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_STORE_URL must be an http(s) address such as https://rewards.example, got "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new ConfigError(`PUBLIC_STORE_URL must be an http(s) address such as https://rewards.example, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** A scrape token long enough not to be guessed; blank means metrics are off. */
function parseMetricsToken(raw: string | undefined): string | null {
  const token = raw?.trim() ?? '';
  if (token === '') return null;
  if (token.length < 32) throw new ConfigError(`METRICS_TOKEN must be at least 32 characters, got ${token.length}`);
  return token;
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function fromRepo(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/**
 * The token signing keys from configuration. Production (NODE_ENV=production)
 * refuses to start without them; the retired TOKEN_SECRET is refused rather
 * than ignored, so a deployment that still sets it learns why.
 */
function readSigningKeys(env: NodeJS.ProcessEnv): SigningKey[] | null {
  if (env.TOKEN_SECRET?.trim()) {
    throw new ConfigError('TOKEN_SECRET is no longer read: set TOKEN_SIGNING_KEYS="<key id>:<secret>" (or TOKEN_SIGNING_KEYS_FILE) instead');
  }
  let keys: SigningKey[] | null;
  try {
    keys = configuredSigningKeys(env);
  } catch (error) {
    if (error instanceof SigningKeyError) throw new ConfigError(error.message);
    throw error;
  }
  if (keys === null && env.NODE_ENV?.trim() === 'production') {
    throw new ConfigError('In production (NODE_ENV=production) set TOKEN_SIGNING_KEYS or TOKEN_SIGNING_KEYS_FILE: no development key is made');
  }
  return keys;
}

function readMailRetry(env: NodeJS.ProcessEnv): MailRetryPolicy {
  const baseDelayMs = parsePositiveInteger('MAIL_RETRY_BASE_SECONDS', env.MAIL_RETRY_BASE_SECONDS, DEFAULT_MAIL_RETRY.baseDelayMs / 1000) * 1000;
  const maxDelayMs = parsePositiveInteger('MAIL_RETRY_MAX_SECONDS', env.MAIL_RETRY_MAX_SECONDS, DEFAULT_MAIL_RETRY.maxDelayMs / 1000) * 1000;
  if (maxDelayMs < baseDelayMs) throw new ConfigError('MAIL_RETRY_MAX_SECONDS must be at least MAIL_RETRY_BASE_SECONDS');
  return { baseDelayMs, maxDelayMs, maxAttempts: parsePositiveInteger('MAIL_MAX_ATTEMPTS', env.MAIL_MAX_ATTEMPTS, DEFAULT_MAIL_RETRY.maxAttempts) };
}

/** SMTP_URL (smtp:// or smtps://) with its sender SMTP_FROM, or null for the sandbox mailbox; the URL's password is never echoed. */
function readSmtp(env: NodeJS.ProcessEnv): SmtpSettings | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || !/^smtps?:$/.test(parsed.protocol) || !parsed.hostname) {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL with a host (smtp://user:password@host:587)');
  }
  const from = env.SMTP_FROM?.trim();
  if (!from || !/[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/.test(from)) {
    throw new ConfigError('With SMTP_URL, set SMTP_FROM to the sender members see, e.g. "Rewards <rewards@bank.example>"');
  }
  return { url, from };
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const signingKeys = readSigningKeys(env);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const programmeSlug = env.PROGRAMME_SLUG?.trim() || 'demo';
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(programmeSlug)) {
    throw new ConfigError(`PROGRAMME_SLUG must be lower-case letters, digits and dashes, got "${programmeSlug}"`);
  }
  const storefrontProgramSlug = env.STOREFRONT_PROGRAM_SLUG?.trim() || 'demo';
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(storefrontProgramSlug)) {
    throw new ConfigError(`STOREFRONT_PROGRAM_SLUG must be lower-case letters, digits and dashes, got "${storefrontProgramSlug}"`);
  }
  const guardProfile = env.GUARD_PROFILE?.trim() || 'reference';
  if (guardProfile !== 'reference' && guardProfile !== 'bank') {
    throw new ConfigError(`GUARD_PROFILE must be "reference" or "bank", got "${guardProfile}"`);
  }
  const externalUrlOverrides: Partial<Record<ExternalUrlKey, string>> = {};
  for (const key of EXTERNAL_URL_KEYS) {
    const name = externalUrlVariable(key);
    const value = env[name]?.trim();
    if (!value) continue;
    if (!isValidExternalUrl(value)) {
      throw new ConfigError(`${name} must be an http(s) URL or a path starting with "/", got "${value}"`);
    }
    externalUrlOverrides[key] = value;
  }
  const adminConsoleUrl = env.ADMIN_CONSOLE_URL?.trim() || DEFAULT_ADMIN_CONSOLE_URL;
  if (!isValidExternalUrl(adminConsoleUrl)) {
    throw new ConfigError(`ADMIN_CONSOLE_URL must be an http(s) URL or a path starting with "/", got "${adminConsoleUrl}"`);
  }
  const production = env.NODE_ENV?.trim() === 'production';
  const optionalUrl = (name: string): string | null => {
    const value = env[name]?.trim();
    if (!value) return null;
    if (!isValidExternalUrl(value)) throw new ConfigError(`${name} must be an http(s) URL or a path starting with "/", got "${value}"`);
    return value;
  };
  const knownUpTo = env.MIGRATIONS_KNOWN_UP_TO?.trim();
  return {
    port: parsePort('PORT', env.PORT, 8080) ?? 8080,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir: fromRepo(env.DATA_DIR?.trim() || '.data'),
    pgPort: parsePort('PG_PORT', env.PG_PORT, null),
    databasePoolMax: parsePositiveInteger('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10),
    databasePrepareStatements: parseBoolean('DATABASE_PREPARE_STATEMENTS', env.DATABASE_PREPARE_STATEMENTS, true),
    databaseListen: parseBoolean('DATABASE_LISTEN', env.DATABASE_LISTEN, true),
    storefrontDir: fromRepo(env.STOREFRONT_DIR?.trim() || 'dist/storefront'),
    serverRenderingDir: parseBoolean('SERVER_RENDERING', env.SERVER_RENDERING, true)
      ? fromRepo(env.SERVER_RENDERING_DIR?.trim() || 'dist/server-rendering')
      : null,
    signingKeys,
    programmeSlug,
    storefrontProgramSlug,
    seedDemoData: parseBoolean('SEED_DEMO_DATA', env.SEED_DEMO_DATA, true),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false),
    secureCookies: parseBoolean('SECURE_COOKIES', env.SECURE_COOKIES, production),
    passwordHashThreads: parsePositiveInteger('PASSWORD_HASH_THREADS', env.PASSWORD_HASH_THREADS, defaultHashThreads()),
    passwordHashQueue: parsePositiveInteger('PASSWORD_HASH_QUEUE', env.PASSWORD_HASH_QUEUE, DEFAULT_HASH_QUEUE_LIMIT),
    guardProfile,
    externalUrlOverrides,
    adminConsoleUrl,
    sandbox: parseBoolean('SANDBOX', env.SANDBOX, !production),
    production,
    travelPartnerUrl: optionalUrl('TRAVEL_PARTNER_URL'),
    vacationSiteUrl: optionalUrl('VACATION_SITE_URL'),
    migrationsKnownUpTo: knownUpTo ? parsePositiveInteger('MIGRATIONS_KNOWN_UP_TO', knownUpTo, 1) : null,
    recoverySweepIntervalMs: parsePositiveInteger('RECOVERY_SWEEP_INTERVAL_SECONDS', env.RECOVERY_SWEEP_INTERVAL_SECONDS, 30) * 1000,
    paymentVoidAfterMs: parsePositiveInteger('PAYMENT_VOID_AFTER_SECONDS', env.PAYMENT_VOID_AFTER_SECONDS, 120) * 1000,
    idempotencyKeyRetentionHours: parsePositiveInteger('IDEMPOTENCY_KEY_RETENTION_HOURS', env.IDEMPOTENCY_KEY_RETENTION_HOURS, 24),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    publicStoreUrl: parsePublicStoreUrl(env.PUBLIC_STORE_URL, production ? null : `http://localhost:${parsePort('PORT', env.PORT, 8080) ?? 8080}`),
    shutdownDrainMs: parseNonNegativeInteger('SHUTDOWN_DRAIN_SECONDS', env.SHUTDOWN_DRAIN_SECONDS, 0) * 1000,
    shutdownTimeoutMs: parsePositiveInteger('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, 20) * 1000,
    smtp: readSmtp(env),
    mailRetry: readMailRetry(env),
  };
}
