import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { MemberProfile } from '../ports/profile-gateway';

export interface ProfileState {
  readonly loading: boolean;
  readonly profile: MemberProfile | null;
}

const INITIAL_PROFILE_STATE: ProfileState = { loading: false, profile: null };

/** The signed-in member's profile; empty whenever nobody is signed in. */
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
    this.state.next({ ...this.state.getValue(), loading: true });
  }

  loadFinished(profile: MemberProfile | null): void {
    this.state.next({ loading: false, profile: profile ?? this.state.getValue().profile });
  }

  reset(): void {
    this.state.next(INITIAL_PROFILE_STATE);
  }
}
