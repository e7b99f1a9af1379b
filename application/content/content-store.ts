import type { ContentConfig } from '@rewards-storefront/domain/content/content-config';
import type { NavigationItem } from '@rewards-storefront/domain/content/navigation-item';
import { distinctUntilChanged, filter, firstValueFrom, map, type Observable } from 'rxjs';
import type { ContentContext, ContextStore } from '../context/context-store';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { ContentGateway, ContentRequest } from '../ports/content-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { GatewayFailure } from '../ports/gateway-failure';

/** What the content service says for one audience and language. */
export interface Content {
  readonly config: ContentConfig | null;
  readonly navigation: readonly NavigationItem[];
  readonly accountMenu: readonly NavigationItem[];
}

export interface ContentState extends Content {
  readonly loading: boolean;
  /** The last load failed (the content held, if any, is an older one). */
  readonly failed: boolean;
  /** Whom the content held is for: the audience and language of the last load that settled. */
  readonly settledFor: ContentContext | null;
}

const EMPTY_CONTENT: ContentState = { loading: false, failed: false, settledFor: null, config: null, navigation: [], accountMenu: [] };

/**
 * Reading the content service's configuration, navigation menu and (for
 * members) account menu, for whoever is looking and in the page's language.
 * While one loads, the last content stays on screen; a failure keeps it too.
 *
 * Always holds: a member refused member content because of pending actions
 * gets the guest content, so the pending-actions layout still has its
 * header, footer and sign-out destinations.
 */
export function siteContent(context: Pick<ContextStore, 'content$'>, gateway: ContentGateway, errors: ErrorReporter): Query<null, ContentContext, ContentState> {
  return {
    initial: EMPTY_CONTENT,
    context$: context.content$,
    loading: (_, last) => ({ ...last, loading: true }),
    fetch: (_, wanted, last) =>
      ask(
        errors,
        'content load',
        async () => {
          const outcome = await contentFor(gateway, wanted);
          if (!outcome.ok && wanted.audience === 'member' && outcome.reason === 'pending-actions') {
            return contentFor(gateway, { audience: 'guest', locale: wanted.locale });
          }
          return outcome;
        },
        (result): ContentState =>
          result.ok
            ? { ...result.content, loading: false, failed: false, settledFor: wanted }
            : { ...last(), loading: false, failed: true, settledFor: wanted },
      ),
  };
}

async function contentFor(gateway: ContentGateway, request: ContentRequest): Promise<{ readonly ok: true; readonly content: Content } | GatewayFailure> {
  // Visitors have no profile menu, so their account menu is never asked for.
  const [config, navigation, accountMenu] = await Promise.all([
    gateway.loadConfig(request),
    gateway.loadMenu('navigation', request),
    request.audience === 'member' ? gateway.loadMenu('account', request) : Promise.resolve({ ok: true as const, items: [] }),
  ]);
  if (!config.ok) return config;
  if (!navigation.ok) return navigation;
  if (!accountMenu.ok) return accountMenu;
  return { ok: true, content: { config: config.config, navigation: navigation.items, accountMenu: accountMenu.items } };
}

/**
 * Content-service data of the current language and audience (guest or
 * member): site configuration (footer, broadcasts, external addresses,
 * guard profile), the navigation menu and the account menu: the
 * {@link siteContent} query, shown for as long as the application runs
 * (the header and footer are on every page).
 *
 * Always holds: it follows the context (spec §4: loaded at start, reloaded on
 * sign-in, sign-out and language change, not on a card switch); only the
 * latest load settles.
 */
export class ContentStore extends QueryStore<null, ContentContext, ContentState> {
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

  constructor(context: Pick<ContextStore, 'content$'>, gateway: ContentGateway, errors: ErrorReporter) {
    super(siteContent(context, gateway, errors));
    this.show();
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
}
