import { userInfo } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { buildApp } from './app';
import { developmentSigningKeys } from './auth/signing-keys';
import { ConfigError, readServerConfig, type ServerConfig } from './config/server-config';
import { createPool } from './database/create-pool';
import { chooseDataDirectory } from './database/data-directory';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './database/embedded-database';
import { ensureDatabase } from './database/ensure-database';
import { runMigrations } from './database/migrate';
import { seedDemoData } from './database/seed/seed-demo-data';
import { SmtpMailTransport } from './mail/smtp-mail-transport';
import { ServiceReadiness } from './operations/service-readiness';

/** The database the embedded cluster keeps the programme in. */
const EMBEDDED_DATABASE_NAME = 'storefront';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const info = (message: string) => console.log(`[server] ${message}`);
const warn = (message: string) => console.warn(`[server] WARNING: ${message}`);

interface Running {
  app?: FastifyInstance;
  pool?: Pool;
  database?: EmbeddedDatabase;
}

/**
 * Stops in reverse order of start: no new connections, in-flight requests
 * finished (Fastify answers 503 to any new request on a kept-alive
 * connection), the mail dispatcher's and recovery sweep's current pass
 * finished (the app's onClose hooks), then the pool, then PostgreSQL.
 */
async function stop(running: Running): Promise<void> {
  await running.app?.close().catch((error: unknown) => warn(`closing the HTTP server failed: ${String(error)}`));
  await running.pool?.end().catch((error: unknown) => warn(`closing database connections failed: ${String(error)}`));
  await running.database?.stop().catch((error: unknown) => warn(`stopping PostgreSQL failed: ${String(error)}`));
}

/** The configured keys; outside production without any, a development key kept in DATA_DIR (said in the log). */
function signingKeysOf(config: ServerConfig) {
  if (config.signingKeys) {
    info(`tokens signed with key "${config.signingKeys[0]!.id}" (${config.signingKeys.length} key(s) verify)`);
    return config.signingKeys;
  }
  const keys = developmentSigningKeys(config.dataDir);
  warn(`TOKEN_SIGNING_KEYS is not set: tokens are signed with a development key kept in ${config.dataDir} (never in production)`);
  return keys;
}

async function main(): Promise<void> {
  const config = readServerConfig();
  const running: Running = {};
  const readiness = new ServiceReadiness();

  let shuttingDown = false;
  const shutdown = (reason: string, exitCode: number) => {
    if (shuttingDown) {
      warn(`${reason} again: exiting without waiting`);
      process.exit(1);
    }
    shuttingDown = true;
    // Not ready from now on: a load balancer probing /readyz sends no new traffic while the node drains.
    readiness.beginShutdown();
    const drainMs = exitCode === 0 && running.app ? config.shutdownDrainMs : 0;
    info(`${reason}: shutting down${drainMs > 0 ? ` after a ${drainMs / 1000} s drain` : ''}`);
    // A stuck shutdown must not keep a container from restarting.
    const timer = setTimeout(() => {
      warn('shutdown took too long; exiting');
      process.exit(1);
    }, drainMs + config.shutdownTimeoutMs);
    timer.unref();
    void delay(drainMs)
      .then(() => stop(running))
      .then(() => {
        info('stopped');
        process.exit(exitCode);
      });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => shutdown(`received ${signal}`, 0));
  }
  process.on('uncaughtException', (error) => {
    console.error('[server] uncaught exception:', error);
    shutdown('uncaught exception', 1);
  });
  process.on('unhandledRejection', (error) => {
    console.error('[server] unhandled promise rejection:', error);
    shutdown('unhandled promise rejection', 1);
  });

  try {
    let connectionString = config.databaseUrl;
    if (connectionString) {
      info('using the PostgreSQL server of DATABASE_URL');
    } else {
      const choice = await chooseDataDirectory(config.dataDir, { isRoot: userInfo().uid === 0 });
      if (choice.fallbackReason) {
        warn(
          `${choice.fallbackReason}. Using ${choice.dir} instead: data survives restarts there, but not a cleanup ` +
            'of the temp folder. Set DATA_DIR to a folder every user can traverse to keep it elsewhere.',
        );
      }
      running.database = await startEmbeddedDatabase({
        dataDir: choice.dir,
        port: config.pgPort ?? undefined,
        log: (message) => info(`database: ${message}`),
      });
      info(`embedded PostgreSQL on 127.0.0.1:${running.database.port}, data in ${running.database.clusterDir}`);
      await ensureDatabase(running.database.adminUrl, EMBEDDED_DATABASE_NAME);
      connectionString = running.database.urlFor(EMBEDDED_DATABASE_NAME);
    }

    running.pool = createPool({ connectionString, max: config.databasePoolMax, prepareStatements: config.databasePrepareStatements });
    const migrations = await runMigrations(running.pool, {
      log: (message) => info(message),
      knownUpTo: config.migrationsKnownUpTo,
    });
    info(`database schema is up to date (${migrations.applied.length + migrations.alreadyApplied} migrations)`);
    if (config.seedDemoData) {
      const seed = await seedDemoData(running.pool, {
        programmeSlug: config.programmeSlug,
        log: (message) => info(message),
      });
      if (!seed.seeded) info(`the "${config.programmeSlug}" programme exists; demo data not re-seeded`);
    }

    running.app = await buildApp({
      pool: running.pool,
      config: {
        programmeSlug: config.programmeSlug,
        storefrontDir: config.storefrontDir,
        serverRenderingDir: config.serverRenderingDir,
        contentChangeNotifications: config.databaseListen,
        storefrontProgramSlug: config.storefrontProgramSlug,
        signingKeys: signingKeysOf(config),
        trustProxy: config.trustProxy,
        secureCookies: config.secureCookies,
        publicStoreUrl: config.publicStoreUrl,
        passwordHashThreads: config.passwordHashThreads,
        passwordHashQueue: config.passwordHashQueue,
        logger: { level: config.logLevel },
        guardProfile: config.guardProfile,
        externalUrlOverrides: config.externalUrlOverrides,
        adminConsoleUrl: config.adminConsoleUrl,
        sandbox: config.sandbox,
        serveSourceMaps: !config.production,
        travelPartnerUrl: config.travelPartnerUrl,
        vacationSiteUrl: config.vacationSiteUrl,
        recoverySweepIntervalMs: config.recoverySweepIntervalMs,
        paymentVoidAfterMs: config.paymentVoidAfterMs,
        idempotencyKeyRetentionHours: config.idempotencyKeyRetentionHours,
        readiness,
        migrationsKnownUpTo: config.migrationsKnownUpTo,
        metricsToken: config.metricsToken,
        // SMTP_URL: real email; without it the sandbox mailbox keeps every message.
        ...(config.smtp ? { mailTransport: new SmtpMailTransport(config.smtp) } : {}),
        mailRetry: config.mailRetry,
      },
    });
    if (config.smtp) info(`email is sent over SMTP to ${new URL(config.smtp.url).host} as ${config.smtp.from}`);
    if (!config.sandbox) info('the sandbox is off (SANDBOX=off): /sandbox is not served');
    await running.app.listen({ port: config.port, host: config.host });
    const address = running.app.server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    console.log(`Rewards storefront ready at http://${host}:${port}/ (programme API at http://${host}:${port}/api/v1)`);
  } catch (error) {
    console.error(`[server] could not start: ${error instanceof Error ? error.message : String(error)}`);
    if (!(error instanceof ConfigError) && error instanceof Error && error.stack) console.error(error.stack);
    shuttingDown = true;
    await stop(running);
    process.exit(1);
  }
}

void main();
