import type { Session } from '@application/session/session';
import { ALEX_MEMBER_ID, alexAccounts } from './account-fixtures';
import { FakeAccountGateway } from './fake-account-gateway';
import { aStoredSession, createFakeAppContainer, type FakePorts } from './fake-app-container';
import { FixedClock } from './fixed-clock';
import { MemorySlot } from './memory-slot';

/** The container of a page Alex opens already signed in (a stored, unexpired session), with his cards; `overrides` add the page's own fakes. */
export function alexSignedIn(overrides: Partial<FakePorts> = {}): ReturnType<typeof createFakeAppContainer> {
  const clock = overrides.clock ?? new FixedClock();
  return createFakeAppContainer({
    clock,
    accounts: new FakeAccountGateway(alexAccounts()),
    sessionStorage: new MemorySlot<Session>(aStoredSession(clock, ALEX_MEMBER_ID)),
    ...overrides,
  });
}
