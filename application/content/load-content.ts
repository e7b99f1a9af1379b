import type { ContentConfig } from '@domain/content/content-config';
import type { NavigationItem } from '@domain/content/navigation-item';
import { defer, map, type Observable } from 'rxjs';
import type { ContentContext } from '../context/context-store';
import type { ContentGateway, ContentRequest } from '../ports/content-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { GatewayFailure } from '../ports/gateway-failure';

/** What the content service says for one audience and language. */
export interface Content {
  readonly config: ContentConfig | null;
  readonly navigation: readonly NavigationItem[];
  readonly accountMenu: readonly NavigationItem[];
}

/** The content service's data for one audience and language, or why it could not be had. */
export type ContentLoad = { readonly ok: true; readonly content: Content } | { readonly ok: false };

/**
 * Reads the content service's configuration, navigation menu and (for
 * members) account menu, for whoever is looking and in the page's language
 * (spec §4: loaded at start and reloaded on sign-in, sign-out and language
 * change, which ContentStore follows). Runs when subscribed; unsubscribing
 * drops the answer.
 *
 * Always holds: a member refused member content because of pending actions
 * gets the guest content, so the pending-actions layout still has its
 * header, footer and sign-out destinations; other failures are reported
 * unless they are the session's.
 */
export class LoadContent {
  constructor(
    private readonly gateway: ContentGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(context: ContentContext): Observable<ContentLoad> {
    return defer(async () => {
      const outcome = await this.fetch(context);
      if (!outcome.ok && context.audience === 'member' && outcome.reason === 'pending-actions') {
        return this.fetch({ audience: 'guest', locale: context.locale });
      }
      return outcome;
    }).pipe(
      map((outcome) => {
        if (outcome.ok) return outcome;
        this.errors.report('content load', outcome);
        return { ok: false } as const;
      }),
    );
  }

  private async fetch(request: ContentRequest): Promise<{ readonly ok: true; readonly content: Content } | GatewayFailure> {
    // Visitors have no profile menu, so their account menu is never asked for.
    const [config, navigation, accountMenu] = await Promise.all([
      this.gateway.loadConfig(request),
      this.gateway.loadMenu('navigation', request),
      request.audience === 'member' ? this.gateway.loadMenu('account', request) : Promise.resolve({ ok: true as const, items: [] }),
    ]);
    if (!config.ok) return config;
    if (!navigation.ok) return navigation;
    if (!accountMenu.ok) return accountMenu;
    return { ok: true, content: { config: config.config, navigation: navigation.items, accountMenu: accountMenu.items } };
  }
}
