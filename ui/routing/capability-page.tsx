import type { RouteMessagePart } from '@rewards-storefront/domain/routing/route-manifest';
import { lazy, use, useContext, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LazyCapabilityName } from '../di/capabilities';
import { capabilityLoader } from '../di/capability-loader';
import { ContainerContext } from '../di/container-context';
import { useLocale } from '../hooks/use-locale';
import { hasMessages, messagesReady } from '../i18n/i18n';

/**
 * A route's page whose code is its own chunk, whose stores and use cases
 * come from the later capabilities it names (ui/di/capabilities.ts) and whose
 * texts are in the message parts it names beyond the core
 * (ui/i18n/message-parts.ts): the first visit downloads all three side by
 * side, showing the layout's loader meanwhile, then renders the page, so it
 * never shows a key. The first pages' capabilities are bound at start and
 * their messages are the core: they need no name here.
 */
export function capabilityPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  needs: readonly LazyCapabilityName[],
  messages: readonly RouteMessagePart[] = [],
): ComponentType<P> {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  function CapabilityPage(props: P) {
    const container = useContext(ContainerContext);
    if (container === null) throw new Error('capabilityPage needs a ContainerProvider above it');
    const { i18n } = useTranslation();
    const locale = useLocale();
    const capabilities = capabilityLoader(container);
    // Every download starts before the render waits for any of them.
    const waits: Promise<unknown>[] = [];
    if (!capabilities.isLoaded(needs)) waits.push(capabilities.load(needs));
    if (!hasMessages(i18n, locale, messages)) waits.push(messagesReady(i18n, locale, messages));
    if (waits.length > 0) {
      // The page's chunk starts downloading now too, not once the capabilities and messages are in.
      load().catch(() => undefined);
      for (const wait of waits) use(wait);
    }
    return <Page {...props} />;
  }
  return CapabilityPage;
}
