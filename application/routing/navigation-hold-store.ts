import { BehaviorSubject, type Observable } from 'rxjs';

/**
 * Whether the store is on its way out (signing out towards the destination
 * of the account type): meanwhile the route guard must not send the member
 * elsewhere, such as the programme home, because the session it just lost
 * no longer covers the page.
 */
export class NavigationHoldStore {
  private readonly state = new BehaviorSubject<boolean>(false);

  readonly held$: Observable<boolean> = this.state.asObservable();

  get snapshot(): boolean {
    return this.state.getValue();
  }

  hold(): void {
    if (!this.state.getValue()) this.state.next(true);
  }

  release(): void {
    if (this.state.getValue()) this.state.next(false);
  }
}
