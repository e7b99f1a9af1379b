import { TOKENS } from '@application/di-tokens';
import { ConsoleErrorReporter } from '@infrastructure/console-error-reporter';
import { HttpAccountGateway } from '@infrastructure/http-account-gateway';
import { HttpAuthGateway } from '@infrastructure/http-auth-gateway';
import { HttpCatalogueGateway } from '@infrastructure/http-catalogue-gateway';
import { HttpProfileGateway } from '@infrastructure/http-profile-gateway';
import { LocalStorageCurrentAccountStorage } from '@infrastructure/local-storage-current-account-storage';
import { LocalStorageSessionStorage } from '@infrastructure/local-storage-session-storage';
import { DEFAULT_API_BASE_URL, createProgrammeApiClient } from '@infrastructure/openapi-client';
import { SystemClock } from '@infrastructure/system-clock';
import { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { bindSingleton, bindValue } from './di/bind';
import { bindApplication } from './di/bind-application';

export interface StorefrontConfig {
  /** The programme API; same origin by default (the server serves both). */
  readonly apiBaseUrl: string;
  /** The programme's slug, sent on login and guest catalogue calls. */
  readonly programSlug: string;
}

/** Read from Vite's env at build time; defaults match the reference deployment. */
export const DEFAULT_CONFIG: StorefrontConfig = {
  apiBaseUrl: import.meta.env['VITE_API_BASE_URL'] ?? DEFAULT_API_BASE_URL,
  programSlug: import.meta.env['VITE_PROGRAM_SLUG'] ?? 'demo',
};

/**
 * The composition root: the only place that knows which adapter serves which
 * port. Builds one container whose bindings are all singletons.
 */
export function createAppContainer(config: StorefrontConfig = DEFAULT_CONFIG, storage: Storage = window.localStorage): Container {
  const container = new Container();
  const t = TOKENS;

  bindValue(container, t.clock, new SystemClock());
  bindValue(container, t.scheduler, asyncScheduler);
  bindValue(container, t.errorReporter, new ConsoleErrorReporter());
  const sessionStorage = new LocalStorageSessionStorage(storage);
  bindValue(container, t.sessionStorage, sessionStorage);
  bindValue(container, t.currentAccountStorage, new LocalStorageCurrentAccountStorage(storage));

  // One HTTP client for every gateway; it presents the stored token on each call.
  const client = createProgrammeApiClient({ baseUrl: config.apiBaseUrl, sessionStorage });
  bindSingleton(container, t.authGateway, () => new HttpAuthGateway(client, config.programSlug), []);
  bindSingleton(container, t.accountGateway, () => new HttpAccountGateway(client), []);
  bindSingleton(container, t.profileGateway, () => new HttpProfileGateway(client), []);
  bindSingleton(container, t.catalogueGateway, () => new HttpCatalogueGateway(client, config.programSlug), []);

  bindApplication(container);
  return container;
}
