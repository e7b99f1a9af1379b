import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import type { RequestActivity } from '../ports/request-activity';

/** How many calls to the programme API are under way; the loading bar waits for none. */
export class NetworkActivityStore implements RequestActivity {
  private readonly state = new BehaviorSubject<number>(0);

  readonly pending$: Observable<number> = this.state.pipe(distinctUntilChanged());

  started(): void {
    this.state.next(this.state.getValue() + 1);
  }

  finished(): void {
    // Never below zero, even if a reporter breaks its contract.
    this.state.next(Math.max(0, this.state.getValue() - 1));
  }
}
