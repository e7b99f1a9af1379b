import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig, REPO_ROOT } from './server-config';

describe('server configuration from the environment', () => {
  it('has defaults for a demo on one machine', () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      pgPort: null,
      signingKeys: null,
      programmeSlug: 'demo',
      storefrontProgramSlug: 'demo',
      seedDemoData: true,
      databasePoolMax: 10,
      databasePrepareStatements: true,
      databaseListen: true,
    });
    expect(config.dataDir).toBe(`${REPO_ROOT}.data`);
    expect(config.storefrontDir).toBe(`${REPO_ROOT}dist/storefront`);
  });

  it('reads every setting it documents', () => {
    const config = readServerConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/rewards',
      DATA_DIR: '/var/lib/rewards',
      PG_PORT: '5433',
      STOREFRONT_DIR: 'build/web',
      TOKEN_SIGNING_KEYS: `k2:${'s'.repeat(32)},k1:${'t'.repeat(32)}`,
      PROGRAMME_SLUG: 'bank-two',
      STOREFRONT_PROGRAM_SLUG: 'bank-two',
      SEED_DEMO_DATA: 'false',
      DATABASE_POOL_MAX: '20',
      DATABASE_PREPARE_STATEMENTS: 'false',
      DATABASE_LISTEN: 'false',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/rewards',
      dataDir: '/var/lib/rewards',
      pgPort: 5433,
      storefrontDir: `${REPO_ROOT}build/web`,
      signingKeys: [
        { id: 'k2', secret: 's'.repeat(32) },
        { id: 'k1', secret: 't'.repeat(32) },
      ],
      programmeSlug: 'bank-two',
      storefrontProgramSlug: 'bank-two',
      seedDemoData: false,
      databasePoolMax: 20,
      databasePrepareStatements: false,
      databaseListen: false,
      trustProxy: true,
    });
  });

  it('refuses settings that would fail later or weaken tokens', () => {
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => readServerConfig({ TOKEN_SIGNING_KEYS: 'k:short' })).toThrow(/at least 32/);
    expect(() => readServerConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => readServerConfig({ PROGRAMME_SLUG: 'Demo Bank' })).toThrow(ConfigError);
    expect(() => readServerConfig({ STOREFRONT_PROGRAM_SLUG: '../demo' })).toThrow(/STOREFRONT_PROGRAM_SLUG/);
    expect(() => readServerConfig({ GUARD_PROFILE: 'strict' })).toThrow(/GUARD_PROFILE/);
    expect(() => readServerConfig({ EXTERNAL_PROGRAMME_HOME_URL: 'javascript:alert(1)' })).toThrow(/EXTERNAL_PROGRAMME_HOME_URL/);
    expect(() => readServerConfig({ EXTERNAL_ENROL_URL: '//evil.example/enrol' })).toThrow(ConfigError);
    expect(() => readServerConfig({ ADMIN_CONSOLE_URL: 'ftp://console' })).toThrow(/ADMIN_CONSOLE_URL/);
  });

  it('the sandbox is on for the demo, off by default in production mode, and SANDBOX=on|off decides either way', () => {
    expect(readServerConfig({}).sandbox).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'development' }).sandbox).toBe(true);
    const keys = { TOKEN_SIGNING_KEYS: `k:${'s'.repeat(32)}` };
    expect(readServerConfig({ NODE_ENV: 'production', ...keys })).toMatchObject({ sandbox: false, production: true });
    expect(readServerConfig({ NODE_ENV: 'production', SANDBOX: 'on', ...keys }).sandbox).toBe(true);
    expect(readServerConfig({ SANDBOX: 'off' })).toMatchObject({ sandbox: false, production: false });
    expect(() => readServerConfig({ SANDBOX: 'maybe' })).toThrow(/SANDBOX/);
  });

  it('session cookies are always Secure in production, only over HTTPS elsewhere, and SECURE_COOKIES decides either way', () => {
    const keys = { TOKEN_SIGNING_KEYS: `k:${'s'.repeat(32)}` };
    expect(readServerConfig({}).secureCookies).toBe(false);
    expect(readServerConfig({ NODE_ENV: 'production', ...keys }).secureCookies).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'production', SECURE_COOKIES: 'false', ...keys }).secureCookies).toBe(false);
    expect(readServerConfig({ SECURE_COOKIES: 'true' }).secureCookies).toBe(true);
    expect(() => readServerConfig({ SECURE_COOKIES: 'sometimes' })).toThrow(/SECURE_COOKIES/);
  });

  it('the store’s public address for emails is localhost:PORT for the demo, none in production unless set, and a bad one is refused', () => {
    const keys = { TOKEN_SIGNING_KEYS: `k:${'s'.repeat(32)}` };
    expect(readServerConfig({}).publicStoreUrl).toBe('http://localhost:8080');
    expect(readServerConfig({ PORT: '3000' }).publicStoreUrl).toBe('http://localhost:3000');
    expect(readServerConfig({ NODE_ENV: 'production', ...keys }).publicStoreUrl).toBeNull();
    expect(readServerConfig({ NODE_ENV: 'production', PUBLIC_STORE_URL: 'https://rewards.example/', ...keys }).publicStoreUrl).toBe('https://rewards.example');
    expect(readServerConfig({ PUBLIC_STORE_URL: 'https://bank.example/rewards' }).publicStoreUrl).toBe('https://bank.example/rewards');
    for (const bad of ['rewards.example', 'ftp://rewards.example', 'https://rewards.example/?x=1', 'https://user@rewards.example']) {
      expect(() => readServerConfig({ PUBLIC_STORE_URL: bad }), bad).toThrow(/PUBLIC_STORE_URL/);
    }
  });

  it('the travel partner and vacation site are settings; a bad one is refused', () => {
    const config = readServerConfig({
      TRAVEL_PARTNER_URL: 'https://travel.example/sso',
      VACATION_SITE_URL: 'https://vacations.example/{lang}/sso',
    });
    expect(config).toMatchObject({ travelPartnerUrl: 'https://travel.example/sso', vacationSiteUrl: 'https://vacations.example/{lang}/sso' });
    expect(readServerConfig({})).toMatchObject({ travelPartnerUrl: null, vacationSiteUrl: null });
    expect(() => readServerConfig({ VACATION_SITE_URL: 'javascript:x' })).toThrow(/VACATION_SITE_URL/);
  });

  it('MIGRATIONS_KNOWN_UP_TO (a test seam) cuts the known migrations short', () => {
    expect(readServerConfig({}).migrationsKnownUpTo).toBeNull();
    expect(readServerConfig({ MIGRATIONS_KNOWN_UP_TO: '16' }).migrationsKnownUpTo).toBe(16);
    expect(() => readServerConfig({ MIGRATIONS_KNOWN_UP_TO: 'latest' })).toThrow(/MIGRATIONS_KNOWN_UP_TO/);
  });

  it('production refuses to start without configured signing keys; elsewhere the server makes a development key', () => {
    expect(() => readServerConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SIGNING_KEYS/);
    expect(readServerConfig({ NODE_ENV: 'production', TOKEN_SIGNING_KEYS: `k:${'s'.repeat(32)}` }).signingKeys).toEqual([
      { id: 'k', secret: 's'.repeat(32) },
    ]);
    expect(readServerConfig({ NODE_ENV: 'development' }).signingKeys).toBeNull();
  });

  it('the retired TOKEN_SECRET is refused, not silently ignored', () => {
    expect(() => readServerConfig({ TOKEN_SECRET: 's'.repeat(48) })).toThrow(/TOKEN_SECRET is no longer read/);
  });

  it('the guard profile is the reference one unless the bank profile is asked for', () => {
    expect(readServerConfig({}).guardProfile).toBe('reference');
    expect(readServerConfig({ GUARD_PROFILE: 'bank' }).guardProfile).toBe('bank');
  });

  it('external addresses come from EXTERNAL_<KEY>_URL; unset ones are left to the programme’s content', () => {
    const config = readServerConfig({
      EXTERNAL_PROGRAMME_HOME_URL: 'https://bank.example/{lang}/rewards',
      EXTERNAL_SIGN_OUT_BUSINESS_URL: 'https://bank.example/business',
      EXTERNAL_HELP_URL: ' ',
      ADMIN_CONSOLE_URL: 'https://support.bank.example/console',
    });
    expect(config.externalUrlOverrides).toEqual({
      programme_home: 'https://bank.example/{lang}/rewards',
      sign_out_business: 'https://bank.example/business',
    });
    expect(config.adminConsoleUrl).toBe('https://support.bank.example/console');
    expect(readServerConfig({}).adminConsoleUrl).toBe('/sandbox/admin');
  });

  it('the recovery sweep runs every 30 s, voids authorizations left 120 s without an order and keeps Idempotency-Keys 24 hours, unless configured', () => {
    expect(readServerConfig({})).toMatchObject({ recoverySweepIntervalMs: 30_000, paymentVoidAfterMs: 120_000, idempotencyKeyRetentionHours: 24 });
    expect(
      readServerConfig({ RECOVERY_SWEEP_INTERVAL_SECONDS: '5', PAYMENT_VOID_AFTER_SECONDS: '60', IDEMPOTENCY_KEY_RETENTION_HOURS: '48' }),
    ).toMatchObject({ recoverySweepIntervalMs: 5_000, paymentVoidAfterMs: 60_000, idempotencyKeyRetentionHours: 48 });
    expect(() => readServerConfig({ IDEMPOTENCY_KEY_RETENTION_HOURS: '0' })).toThrow(/IDEMPOTENCY_KEY_RETENTION_HOURS/);
  });

  it('a shutdown closes at once and gives in-flight work 20 s, unless a drain for the load balancer or another limit is configured', () => {
    expect(readServerConfig({})).toMatchObject({ shutdownDrainMs: 0, shutdownTimeoutMs: 20_000 });
    expect(readServerConfig({ SHUTDOWN_DRAIN_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '45' })).toMatchObject({ shutdownDrainMs: 5_000, shutdownTimeoutMs: 45_000 });
    expect(() => readServerConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow('SHUTDOWN_DRAIN_SECONDS must be a whole number of 0 or more, got "-1"');
    expect(() => readServerConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });

  it('metrics are off without a scrape token; a token must be long enough not to be guessed', () => {
    expect(readServerConfig({}).metricsToken).toBeNull();
    expect(readServerConfig({ METRICS_TOKEN: ' '.repeat(3) }).metricsToken).toBeNull();
    expect(readServerConfig({ METRICS_TOKEN: 'x'.repeat(32) }).metricsToken).toBe('x'.repeat(32));
    expect(() => readServerConfig({ METRICS_TOKEN: 'x'.repeat(31) })).toThrow('METRICS_TOKEN must be at least 32 characters, got 31');
  });

  it('mail goes to the sandbox mailbox unless SMTP_URL names a mail service, with the sender SMTP_FROM', () => {
    expect(readServerConfig({}).smtp).toBeNull();
    expect(readServerConfig({ SMTP_URL: ' ' }).smtp).toBeNull();
    expect(readServerConfig({ SMTP_URL: 'smtps://rewards:s3cret@mail.bank.example:465', SMTP_FROM: 'Rewards <rewards@bank.example>' }).smtp).toEqual({
      url: 'smtps://rewards:s3cret@mail.bank.example:465',
      from: 'Rewards <rewards@bank.example>',
    });
    expect(readServerConfig({ SMTP_URL: 'smtp://localhost:2525', SMTP_FROM: 'rewards@bank.example' }).smtp?.url).toBe('smtp://localhost:2525');
  });

  it('refuses an SMTP_URL that is not smtp(s), has no host or has no sender, without echoing its password', () => {
    const from = { SMTP_FROM: 'rewards@bank.example' };
    expect(() => readServerConfig({ SMTP_URL: 'https://mail.bank.example', ...from })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\//);
    expect(() => readServerConfig({ SMTP_URL: 'smtp://', ...from })).toThrow(/SMTP_URL/);
    expect(() => readServerConfig({ SMTP_URL: 'mail.bank.example:25', ...from })).toThrow(/SMTP_URL/);
    expect(() => readServerConfig({ SMTP_URL: 'smtp://u:hunter22@mail.bank.example' })).toThrow(/SMTP_FROM/);
    expect(() => readServerConfig({ SMTP_URL: 'smtp://u:hunter22@mail.bank.example', SMTP_FROM: 'rewards' })).toThrow(/SMTP_FROM/);
    expect(() => readServerConfig({ SMTP_URL: 'smtp://u:hunter22@mail.bank.example', SMTP_FROM: 'rewards' })).not.toThrow(/hunter22/);
  });

  it('a refused email is tried again after 1 minute, doubling up to 1 hour, 10 times, unless MAIL_RETRY_* say otherwise', () => {
    expect(readServerConfig({}).mailRetry).toEqual({ baseDelayMs: 60_000, maxDelayMs: 3_600_000, maxAttempts: 10 });
    expect(readServerConfig({ MAIL_RETRY_BASE_SECONDS: '5', MAIL_RETRY_MAX_SECONDS: '5', MAIL_MAX_ATTEMPTS: '3' }).mailRetry).toEqual({
      baseDelayMs: 5_000,
      maxDelayMs: 5_000,
      maxAttempts: 3,
    });
    expect(() => readServerConfig({ MAIL_RETRY_BASE_SECONDS: '0' })).toThrow(/MAIL_RETRY_BASE_SECONDS/);
    expect(() => readServerConfig({ MAIL_RETRY_BASE_SECONDS: '120', MAIL_RETRY_MAX_SECONDS: '119' })).toThrow(/MAIL_RETRY_MAX_SECONDS must be at least/);
    expect(() => readServerConfig({ MAIL_MAX_ATTEMPTS: 'many' })).toThrow(/MAIL_MAX_ATTEMPTS/);
  });
});
