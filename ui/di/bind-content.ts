import { BroadcastStore } from '@application/content/broadcast-store';
import { ContentPageStore } from '@application/content/content-page-store';
import { ContentStore } from '@application/content/content-store';
import { LoadContent } from '@application/content/load-content';
import { LoadContentPage } from '@application/content/load-content-page';
import { FollowAccessUrl } from '@application/content/follow-access-url';
import { SiteChrome } from '@application/content/site-chrome';
import { TOKENS } from '@application/di-tokens';
import { LoadingBar } from '@application/loading/loading-bar';
import { NetworkActivityStore } from '@application/loading/network-activity-store';
import { RecoverFromChunkFailure } from '@application/loading/recover-from-chunk-failure';
import { NotificationStore } from '@application/notifications/notification-store';
import { GuardNavigation } from '@application/routing/guard-navigation';
import { SaveDeepLink } from '@application/routing/save-deep-link';
import { TakeDeepLink } from '@application/routing/take-deep-link';
import { bindClass, type Binder } from './bind';

/**
 * What frames every page: content (menus, footer, broadcasts, pages,
 * notifications), the route guard and deep links, the loading bar and
 * chunk-failure recovery. Its ports are bound by the composition root
 * (adapters) or the test container (fakes).
 */
export function bindContent(binder: Binder): void {
  const t = TOKENS;
  // Content
  bindClass(binder, t.contentStore, ContentStore, [t.contextStore, t.loadContent]);
  bindClass(binder, t.contentPageStore, ContentPageStore, [t.contextStore, t.loadContentPage]);
  bindClass(binder, t.broadcastStore, BroadcastStore, [t.dismissedBroadcasts, t.contentStore, t.accountStore]);
  bindClass(binder, t.notificationStore, NotificationStore, []);
  bindClass(binder, t.siteChrome, SiteChrome, [t.viewerStore, t.profileStore, t.accountStore, t.contentStore, t.userAgent]);
  bindClass(binder, t.loadContent, LoadContent, [t.contentGateway, t.errorReporter]);
  bindClass(binder, t.loadContentPage, LoadContentPage, [t.contentGateway, t.errorReporter]);
  bindClass(binder, t.followAccessUrl, FollowAccessUrl, [t.accessUrlGateway, t.sessionStore, t.errorReporter]);

  // Routing
  bindClass(binder, t.guardNavigation, GuardNavigation, [t.sessionStore, t.contentStore, t.sessionExpiryStore, t.navigationHold]);
  bindClass(binder, t.saveDeepLink, SaveDeepLink, [t.deepLinkStorage, t.clock]);
  bindClass(binder, t.takeDeepLink, TakeDeepLink, [t.deepLinkStorage, t.clock]);

  // Loading
  bindClass(binder, t.networkActivity, NetworkActivityStore, []);
  bindClass(binder, t.loadingBar, LoadingBar, [t.networkActivity, t.scheduler]);
  bindClass(binder, t.recoverFromChunkFailure, RecoverFromChunkFailure, [t.chunkReloadStorage, t.clock]);
}
