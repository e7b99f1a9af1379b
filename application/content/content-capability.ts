import { QueryStore } from '../context/query-store';
import { LoadingBar } from '../loading/loading-bar';
import { NetworkActivityStore } from '../loading/network-activity-store';
import { RecoverFromChunkFailure } from '../loading/recover-from-chunk-failure';
import { NotificationStore } from '../notifications/notification-store';
import type { Ports } from '../ports/ports';
import { GuardNavigation } from '../routing/guard-navigation';
import { SaveDeepLink } from '../routing/save-deep-link';
import { TakeDeepLink } from '../routing/take-deep-link';
import type { Session } from '../session/session-capability';
import { BroadcastStore } from './broadcast-store';
import { contentPage } from './content-page-store';
import { FollowAccessUrl } from './follow-access-url';
import { SiteChrome } from './site-chrome';

/**
 * What frames every page: content (menus, footer, broadcasts, pages,
 * notifications), the route guard and deep links, the loading bar and
 * chunk-failure recovery. The content store itself is the session's
 * (signing out waits for the visitor's content); it is here too by name.
 */
export function createContent(ports: Ports, session: Session) {
  const { contextStore, contentStore, accountStore, sessionStore } = session;
  const errors = ports.errorReporter;
  const networkActivity = new NetworkActivityStore();
  return {
    contentStore,
    contentPageStore: new QueryStore(contentPage(contextStore, ports.contentGateway, errors)),
    broadcastStore: new BroadcastStore(ports.dismissedBroadcasts, contentStore, accountStore),
    notificationStore: new NotificationStore(),
    /** Header, footer and mobile-app mode as view models (viewer$, header$, footer$, isMobileApp$). */
    siteChrome: new SiteChrome(session.viewerStore, session.profileStore, accountStore, contentStore, ports.userAgent),
    followAccessUrl: new FollowAccessUrl(ports.accessUrlGateway, sessionStore, errors),
    guardNavigation: new GuardNavigation(sessionStore, contentStore, session.sessionExpiryStore, session.navigationHold),
    saveDeepLink: new SaveDeepLink(ports.deepLinkStorage, ports.clock),
    takeDeepLink: new TakeDeepLink(ports.deepLinkStorage, ports.clock),
    /** Calls under way (the HTTP layer reports them); the loading bar waits for none. */
    networkActivity,
    loadingBar: new LoadingBar(networkActivity, ports.scheduler),
    recoverFromChunkFailure: new RecoverFromChunkFailure(ports.chunkReloadStorage, ports.clock),
  };
}

export type Content = ReturnType<typeof createContent>;
