import type { Viewer } from '@rewards-storefront/domain/content/navigation-item';
import { canWrite } from '@rewards-storefront/domain/session/write-access';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { MemberProfile } from '../ports/profile-gateway';
import type { LoginAsState } from '../ports/login-as-storage';
import type { ProfileStore } from '../profile/profile-store';
import type { Session } from './session';
import type { LoginAsStore } from './login-as-store';
import type { SessionStore } from './session-store';

/** What the logged-in-as banner shows (spec §2 default layout, §6). */
export interface LoginAsBannerView {
  /** The member's full name; null until the profile has loaded. */
  readonly memberName: string | null;
  /** Null until the profile has loaded; the UI then shows no access level yet. */
  readonly accessLevel: 'read' | 'write' | null;
}

interface ViewerSources {
  readonly session: Session | null;
  readonly loginAs: LoginAsState | null;
  readonly profile: MemberProfile | null;
}

/** Who is looking: a visitor, a member, or an admin logged in as a member (spec §6). */
export function viewerFrom({ session, loginAs, profile }: ViewerSources): Viewer {
  if (session === null) return 'guest';
  return loginAs !== null || (profile?.adminId ?? null) !== null ? 'login-as' : 'member';
}

/**
 * Whether the viewer may change anything (spec §6): the session's member may;
 * an admin logged in as that member only with write access. Until the
 * profile states the admin's level, an admin may not (the safe side).
 */
export function canWriteFrom({ session, loginAs, profile }: ViewerSources): boolean {
  const adminId = profile?.adminId ?? loginAs?.adminId ?? null;
  // A login-as session whose admin is not known yet is still an admin's: no writes until the profile says otherwise.
  if (loginAs !== null && adminId === null) return false;
  return canWrite({ memberId: session?.memberId ?? null, adminId, adminAccessLevel: profile?.adminAccessLevel ?? null });
}

/**
 * Who is looking at the store and what they may do, for every screen: the
 * menus' and footer's visibility flags, the logged-in-as banner, and the
 * write controls of later issues.
 *
 * Always holds: `viewer$` is 'login-as' from the moment a login-as session
 * opens (before the profile loads); `canWrite$` is false for visitors and for
 * an admin without write access.
 */
export class ViewerStore {
  readonly viewer$: Observable<Viewer>;
  readonly canWrite$: Observable<boolean>;
  /**
   * Someone is signed in who may not change anything (an admin logged in as
   * the member with read access, spec §6): write controls show they are
   * read-only. A visitor is not read-only: they are asked to sign in.
   */
  readonly readOnly$: Observable<boolean>;
  /** Null unless an admin is logged in as a member. */
  readonly loginAsBanner$: Observable<LoginAsBannerView | null>;

  constructor(
    private readonly sessions: SessionStore,
    private readonly loginAs: LoginAsStore,
    private readonly profiles: ProfileStore,
  ) {
    const sources$: Observable<ViewerSources> = combineLatest([sessions.session$, loginAs.state$, profiles.state$]).pipe(
      map(([session, loginAsState, { profile }]) => ({ session, loginAs: loginAsState, profile })),
    );
    this.viewer$ = sources$.pipe(map(viewerFrom), distinctUntilChanged());
    this.canWrite$ = sources$.pipe(map(canWriteFrom), distinctUntilChanged());
    this.readOnly$ = sources$.pipe(
      map((sources) => sources.session !== null && !canWriteFrom(sources)),
      distinctUntilChanged(),
    );
    this.loginAsBanner$ = sources$.pipe(
      map((sources) => (viewerFrom(sources) === 'login-as' ? bannerOf(sources.profile) : null)),
      distinctUntilChanged((a, b) => a?.memberName === b?.memberName && a?.accessLevel === b?.accessLevel && (a === null) === (b === null)),
    );
  }

  get snapshot(): { readonly viewer: Viewer; readonly canWrite: boolean } {
    const sources = this.sources();
    return { viewer: viewerFrom(sources), canWrite: canWriteFrom(sources) };
  }

  private sources(): ViewerSources {
    return { session: this.sessions.snapshot.session, loginAs: this.loginAs.snapshot, profile: this.profiles.snapshot.profile };
  }
}

function bannerOf(profile: MemberProfile | null): LoginAsBannerView {
  return {
    memberName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : null,
    accessLevel: profile?.adminAccessLevel ?? null,
  };
}
