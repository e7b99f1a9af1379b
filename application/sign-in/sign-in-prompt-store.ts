import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/**
 * Whether a visitor has been asked to sign in (spec §2: member-only actions
 * of a guest, such as the wishlist heart or add to cart, ask them to). The
 * site header shows its sign-in modal while `open$` is true.
 *
 * Invariant: `open$` emits only when it changes.
 */
export class SignInPromptStore {
  private readonly state = new BehaviorSubject<boolean>(false);

  readonly open$: Observable<boolean> = this.state.pipe(distinctUntilChanged());

  get isOpen(): boolean {
    return this.state.getValue();
  }

  request(): void {
    this.state.next(true);
  }

  close(): void {
    this.state.next(false);
  }
}
