import type { ContentConfig } from '@domain/content/content-config';
import type { NavigationItem } from '@domain/content/navigation-item';
import { BehaviorSubject, distinctUntilChanged, filter, firstValueFrom, map, switchMap, type Observable } from 'rxjs';
import type { ContentContext, ContextStore } from '../context/context-store';
import type { Content, LoadContent } from './load-content';

export type { Content } from './load-content';

export interface ContentState extends Content {
  readonly loading: boolean;
  /** The last load failed (the content held, if any, is an older one). */
  readonly failed: boolean;
  /** Whom the content held is for: the audience and language of the last load that settled. */
  readonly settledFor: ContentContext | null;
}

const EMPTY_CONTENT: ContentState = { loading: false, failed: false, settledFor: null, config: null, navigation: [], accountMenu: [] };

/**
 * Content-service data of the current language and audience (guest or
 * member): site configuration (footer, broadcasts, external addresses,
 * guard profile), the navigation menu and the account menu.
 *
 * Always holds: it follows the context (spec §4: loaded at start, reloaded on
 * sign-in, sign-out and language change, not on a card switch); only the
 * latest load settles; while one loads, the last content stays on screen; a
 * failure keeps it too.
 */
export class ContentStore {
  private readonly state = new BehaviorSubject<ContentState>(EMPTY_CONTENT);

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

  constructor(context: Pick<ContextStore, 'content$'>, load: Pick<LoadContent, 'execute'>) {
    context.content$
      .pipe(
        switchMap((wanted) => {
          this.patch({ loading: true });
          return load.execute(wanted).pipe(map((result) => ({ wanted, result })));
        }),
      )
      .subscribe(({ wanted, result }) => {
        if (result.ok) this.state.next({ ...result.content, loading: false, failed: false, settledFor: wanted });
        else this.patch({ loading: false, failed: true, settledFor: wanted });
      });
  }

  get snapshot(): ContentState {
    return this.state.getValue();
  }

  /** Resolves once the content for `audience` has loaded, or failed to (sign-out waits for the visitor's). */
  settledFor(audience: ContentContext['audience']): Promise<void> {
    return firstValueFrom(
      this.state$.pipe(
        filter((state) => !state.loading && state.settledFor?.audience === audience),
        map(() => undefined),
      ),
    );
  }

  private patch(change: Partial<ContentState>): void {
    this.state.next({ ...this.state.getValue(), ...change });
  }
}
