import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { RouteMessagePart } from '@rewards-storefront/domain/routing/route-manifest';
import type { i18n } from 'i18next';
import { lazy, use, useContext, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LazyCapabilityName } from '../di/capabilities';
import { capabilityLoader, type CapabilityLoader } from '../di/capability-loader';
import { ContainerContext } from '../di/container-context';
import { useLocale } from '../hooks/use-locale';
import { hasMessages, messagesReady } from '../i18n/i18n';
import { ready, tracked, type Readiness } from '../i18n/readiness';

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
    const wait = pageReady(capabilityLoader(container), i18n, locale, needs, messages);
    // The page's chunk starts downloading now too, not once the capabilities and messages are in.
    if (wait.status === 'pending') load().catch(() => undefined);
    use(wait as Promise<void>);
    return <Page {...props} />;
  }
  return CapabilityPage;
}

/** Per capability loader (one per app): each route's readiness per language, kept for every render to read. */
const readiness = new WeakMap<CapabilityLoader, Map<string, Readiness>>();

/**
 * Settles once `needs` are bound and `messages` of `locale` are in `i18n`,
 * started side by side; already settled when they are. One per route and
 * language, so every render reads the same one (React replays a suspended
 * render expecting the same `use` calls). A failed one stays failed: the
 * route's error page reloads the page, as for any chunk that failed.
 */
function pageReady(
  capabilities: CapabilityLoader,
  i18n: i18n,
  locale: Locale,
  needs: readonly LazyCapabilityName[],
  messages: readonly RouteMessagePart[],
): Readiness {
  let known = readiness.get(capabilities);
  if (known === undefined) {
    known = new Map();
    readiness.set(capabilities, known);
  }
  const key = `${locale}|${needs.join(',')}|${messages.join(',')}`;
  const existing = known.get(key);
  if (existing) return existing;
  const waits: Promise<void>[] = [];
  if (!capabilities.isLoaded(needs)) waits.push(capabilities.load(needs));
  if (!hasMessages(i18n, locale, messages)) waits.push(messagesReady(i18n, locale, messages));
  const wait = waits.length === 0 ? ready() : tracked(Promise.all(waits));
  known.set(key, wait);
  return wait;
}
