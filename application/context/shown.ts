import { BehaviorSubject, type Observable } from 'rxjs';

/** One visit of a screen to a feature: the input it shows, and which visit it is (each loads afresh). */
export interface Visit<I> {
  readonly input: I;
  readonly id: number;
}

/**
 * What the screens show of one feature right now: the input of the current
 * visit (a product's slug, a shop query), or null when no screen shows it.
 * A screen calls `show` when it opens or its input changes and calls the
 * function it gets back when it closes; it never decides when to load.
 *
 * Always holds: every `show` and `retry` is a new visit, so the data loads
 * afresh; closing a visit that a newer one has replaced changes nothing.
 */
export class Shown<I> {
  private readonly current = new BehaviorSubject<Visit<I> | null>(null);
  private visits = 0;

  readonly visit$: Observable<Visit<I> | null> = this.current.asObservable();

  show(input: I): () => void {
    this.visits += 1;
    const visit: Visit<I> = { input, id: this.visits };
    this.current.next(visit);
    return () => {
      if (this.current.getValue() === visit) this.current.next(null);
    };
  }

  /** Loads what is shown again (the member asked to, after a failure). */
  retry(): void {
    const visit = this.current.getValue();
    if (visit === null) return;
    this.visits += 1;
    this.current.next({ input: visit.input, id: this.visits });
  }
}
