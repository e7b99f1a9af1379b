import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { ContentConfig } from '@domain/content/content-config';
import type { NavigationItem } from '@domain/content/navigation-item';

export interface ContentState {
  readonly loading: boolean;
  readonly config: ContentConfig | null;
  readonly navigation: readonly NavigationItem[];
  readonly accountMenu: readonly NavigationItem[];
}

const EMPTY: ContentState = { loading: false, config: null, navigation: [], accountMenu: [] };

/**
 * Content-service data of the current locale and audience (guest or member):
 * site configuration (footer, broadcasts, external URLs, guard profile), the
 * navigation menu and the account menu. Filled by the LoadContent use case,
 * which reloads it on sign-in, sign-out and locale change (spec §4).
 */
export class ContentStore {
  private readonly state = new BehaviorSubject<ContentState>(EMPTY);

  readonly state$: Observable<ContentState> = this.state.asObservable();
  readonly config$: Observable<ContentConfig | null> = this.state$.pipe(
    map((state) => state.config),
    distinctUntilChanged(),
  );
  readonly navigation$: Observable<readonly NavigationItem[]> = this.state$.pipe(
    map((state) => state.navigation),
    distinctUntilChanged(),
  );
  readonly accountMenu$: Observable<readonly NavigationItem[]> = this.state$.pipe(
    map((state) => state.accountMenu),
    distinctUntilChanged(),
  );

  get snapshot(): ContentState {
    return this.state.getValue();
  }

  startLoading(): void {
    this.state.next({ ...this.state.getValue(), loading: true });
  }

  loaded(content: Omit<ContentState, 'loading'>): void {
    this.state.next({ ...content, loading: false });
  }

  failed(): void {
    this.state.next({ ...this.state.getValue(), loading: false });
  }
}
