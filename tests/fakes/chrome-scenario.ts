import type { NavigationItem } from '@rewards-storefront/domain/content/navigation-item';
import { MemorySlot } from './memory-slot';
import type { Session } from '@application/session/session';
import { ALEX_MEMBER_ID, alexAccounts } from './account-fixtures';
import { demoNavigation } from './content-fixtures';
import { FakeAccountGateway } from './fake-account-gateway';
import { aStoredSession, createFakeAppContainer, type FakePorts } from './fake-app-container';
import { aProfile, FakeProfileGateway } from './fake-profile-gateway';
import { FixedClock } from './fixed-clock';

/** Who looks at the store in a header or footer test. */
export type ScenarioViewer = 'guest' | 'member' | 'login-as';

/**
 * A storefront container for `viewer`: Alex's cards and profile for a member
 * (the profile names an admin, with read access, for 'login-as'), nobody for
 * a guest; the same demo navigation for both audiences unless overridden.
 * The page stays in the locale of its path (the preferred-language switch
 * has already happened).
 */
export function chromeScenario(
  viewer: ScenarioViewer,
  {
    navigation = demoNavigation(),
    accountMenu = [] as NavigationItem[],
    ...overrides
  }: Partial<FakePorts> & {
    navigation?: NavigationItem[];
    accountMenu?: NavigationItem[];
  } = {},
) {
  const clock = overrides.clock ?? new FixedClock();
  const adminFields = viewer === 'login-as' ? { adminId: 7, adminAccessLevel: 'read' as const } : {};
  const { container, fakes } = createFakeAppContainer({
    clock,
    accounts: new FakeAccountGateway(alexAccounts()),
    profiles: new FakeProfileGateway({ ok: true, profile: aProfile(adminFields) }),
    sessionStorage: new MemorySlot<Session>(viewer === 'guest' ? null : aStoredSession(clock, ALEX_MEMBER_ID)),
    // The preferred language was applied earlier in the session: the page stays in the locale of its path.
    languageCheck: new MemorySlot<number>(ALEX_MEMBER_ID),
    ...overrides,
  });
  fakes.content.menus = {
    guest: { navigation, account: [] },
    member: { navigation, account: accountMenu },
  };
  return { container, fakes };
}
