import { lazy, use, useContext, type ComponentType } from 'react';
import type { LazyCapabilityName } from '../di/capabilities';
import { capabilityLoader } from '../di/capability-loader';
import { ContainerContext } from '../di/container-context';

/**
 * A route's page whose code is its own chunk and whose stores and use cases
 * come from the later capabilities it names (ui/di/capabilities.ts): the
 * first visit downloads both side by side, showing the layout's loader
 * meanwhile, then renders the page. The first pages' capabilities are bound
 * at start and need no name here.
 */
export function capabilityPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  needs: readonly LazyCapabilityName[],
): ComponentType<P> {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  function CapabilityPage(props: P) {
    const container = useContext(ContainerContext);
    if (container === null) throw new Error('capabilityPage needs a ContainerProvider above it');
    const capabilities = capabilityLoader(container);
    if (!capabilities.isLoaded(needs)) {
      // The page's chunk starts downloading now too, not once the capabilities are bound.
      load().catch(() => undefined);
      use(capabilities.load(needs));
    }
    return <Page {...props} />;
  }
  return CapabilityPage;
}
