import { TOKENS } from '@application/di-tokens';
import { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { bindValue } from '../../ui/di/bind';
import { bindApplication } from '../../ui/di/bind-application';
import { FakeAccountGateway } from './fake-account-gateway';
import { FakeAuthGateway } from './fake-auth-gateway';
import { FakeCatalogueGateway } from './fake-catalogue-gateway';
import { FakeProfileGateway } from './fake-profile-gateway';
import { FixedClock } from './fixed-clock';
import { InMemoryCurrentAccountStorage } from './in-memory-current-account-storage';
import { InMemorySessionStorage } from './in-memory-session-storage';
import { RecordingErrorReporter } from './recording-error-reporter';

/** The fakes behind a UI test's container, to script answers and inspect calls. */
export interface FakePorts {
  auth: FakeAuthGateway;
  accounts: FakeAccountGateway;
  profiles: FakeProfileGateway;
  catalogue: FakeCatalogueGateway;
  sessionStorage: InMemorySessionStorage;
  currentAccount: InMemoryCurrentAccountStorage;
  clock: FixedClock;
  errors: RecordingErrorReporter;
}

/**
 * The application's real stores and use cases wired to fakes, as the
 * composition root wires them to adapters; for UI tests.
 */
export function createFakeAppContainer(overrides: Partial<FakePorts> = {}): { container: Container; fakes: FakePorts } {
  const fakes: FakePorts = {
    auth: new FakeAuthGateway(),
    accounts: new FakeAccountGateway(),
    profiles: new FakeProfileGateway(),
    catalogue: new FakeCatalogueGateway(),
    sessionStorage: new InMemorySessionStorage(),
    currentAccount: new InMemoryCurrentAccountStorage(),
    clock: new FixedClock(),
    errors: new RecordingErrorReporter(),
    ...overrides,
  };
  const container = new Container();
  bindValue(container, TOKENS.authGateway, fakes.auth);
  bindValue(container, TOKENS.accountGateway, fakes.accounts);
  bindValue(container, TOKENS.profileGateway, fakes.profiles);
  bindValue(container, TOKENS.catalogueGateway, fakes.catalogue);
  bindValue(container, TOKENS.sessionStorage, fakes.sessionStorage);
  bindValue(container, TOKENS.currentAccountStorage, fakes.currentAccount);
  bindValue(container, TOKENS.clock, fakes.clock);
  bindValue(container, TOKENS.errorReporter, fakes.errors);
  bindValue(container, TOKENS.scheduler, asyncScheduler);
  bindApplication(container);
  return { container, fakes };
}

/** A stored, unexpired session for `memberId`, as if the member had signed in before the page loaded. */
export function aStoredSession(clock: FixedClock, memberId: number) {
  return {
    token: 'token-0',
    memberId,
    issuedAt: clock.now(),
    expiresAt: new Date(clock.now().getTime() + 3_600_000),
    isSso: false,
  };
}
