import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/**
 * The language of the page (spec §2: French routes live under /fr). The
 * router tells it of every navigation, before the new page renders, so a
 * load started for the new page is already in its language.
 */
export class LocaleStore {
  private readonly locale: BehaviorSubject<Locale>;

  readonly locale$: Observable<Locale>;

  constructor(initial: Locale) {
    this.locale = new BehaviorSubject(initial);
    this.locale$ = this.locale.pipe(distinctUntilChanged());
  }

  get snapshot(): Locale {
    return this.locale.getValue();
  }

  /** The page now in view is in `locale`. */
  changed(locale: Locale): void {
    if (locale !== this.locale.getValue()) this.locale.next(locale);
  }
}
