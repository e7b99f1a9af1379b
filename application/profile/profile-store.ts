import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { MemberProfile } from '../ports/profile-gateway';

export interface ProfileState {
  readonly loading: boolean;
  readonly profile: MemberProfile | null;
  /** The last load failed and no profile is held: the page shows the failure with a retry, not a loader forever. */
  readonly failed: boolean;
}

const INITIAL_PROFILE_STATE: ProfileState = { loading: false, profile: null, failed: false };

/**
 * The signed-in member's profile; empty whenever nobody is signed in.
 *
 * Always holds: `failed` is never true while a profile is held or a load is
 * under way.
 */
export class ProfileStore {
  private readonly state = new BehaviorSubject<ProfileState>(INITIAL_PROFILE_STATE);

  readonly state$: Observable<ProfileState> = this.state.asObservable();
  readonly fullName$: Observable<string | null> = this.state$.pipe(
    map(({ profile }) => (profile ? `${profile.firstName} ${profile.lastName}`.trim() : null)),
    distinctUntilChanged(),
  );

  get snapshot(): ProfileState {
    return this.state.getValue();
  }

  loadStarted(): void {
    this.state.next({ ...this.state.getValue(), loading: true, failed: false });
  }

  loadFinished(profile: MemberProfile | null): void {
    this.state.next({ loading: false, profile: profile ?? this.state.getValue().profile, failed: false });
  }

  /** A load failed: a profile already held stays (a later reload's failure hides nothing); without one, the failure shows. */
  loadFailed(): void {
    const { profile } = this.state.getValue();
    this.state.next({ loading: false, profile, failed: profile === null });
  }

  reset(): void {
    this.state.next(INITIAL_PROFILE_STATE);
  }
}
