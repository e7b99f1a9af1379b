import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GuardProfileName } from '@domain/content/content-config';
import { DEFAULT_HASH_QUEUE_LIMIT, defaultHashThreads } from '../auth/password-check-pool';
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
  storefrontDir: string;
  /** HS256 key for tokens; when absent one is generated once and kept in the database. */
  tokenSecret: string | null;
  programmeSlug: string;
  /** The programme the storefront was built for (its VITE_PROGRAM_SLUG): whose guest content the served page carries. */
  storefrontProgramSlug: string;
  seedDemoData: boolean;
  logLevel: string;
  /** Behind a load balancer, take the client address from X-Forwarded-For. */
  trustProxy: boolean;
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

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function fromRepo(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** Minimum key length for HS256 (RFC 7518 §3.2: at least the hash size, 256 bits). */
export const MIN_TOKEN_SECRET_LENGTH = 32;

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const tokenSecret = env.TOKEN_SECRET?.trim() || null;
  if (tokenSecret !== null && tokenSecret.length < MIN_TOKEN_SECRET_LENGTH) {
    throw new ConfigError(`TOKEN_SECRET must be at least ${MIN_TOKEN_SECRET_LENGTH} characters long`);
  }
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
  return {
    port: parsePort('PORT', env.PORT, 8080) ?? 8080,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir: fromRepo(env.DATA_DIR?.trim() || '.data'),
    pgPort: parsePort('PG_PORT', env.PG_PORT, null),
    databasePoolMax: parsePositiveInteger('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10),
    storefrontDir: fromRepo(env.STOREFRONT_DIR?.trim() || 'dist/storefront'),
    tokenSecret,
    programmeSlug,
    storefrontProgramSlug,
    seedDemoData: parseBoolean('SEED_DEMO_DATA', env.SEED_DEMO_DATA, true),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false),
    passwordHashThreads: parsePositiveInteger('PASSWORD_HASH_THREADS', env.PASSWORD_HASH_THREADS, defaultHashThreads()),
    passwordHashQueue: parsePositiveInteger('PASSWORD_HASH_QUEUE', env.PASSWORD_HASH_QUEUE, DEFAULT_HASH_QUEUE_LIMIT),
    guardProfile,
    externalUrlOverrides,
    adminConsoleUrl,
  };
}
