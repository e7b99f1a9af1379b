import { lazy, use, type ComponentType } from 'react';
import type { CapabilityName } from '../di/lazy-capabilities';
import { UI_TOKENS } from '../di/ui-tokens';
import { useDependency } from '../hooks/use-dependency';

/**
 * A route's page whose code is its own chunk and whose stores and use cases
 * come from the later capabilities it names (ui/di/lazy-capabilities.ts):
 * the first visit downloads both side by side, showing the layout's loader
 * meanwhile, then renders the page. The first pages' capabilities are bound
 * at start and need no name here.
 */
export function capabilityPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  needs: readonly CapabilityName[],
): ComponentType<P> {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  function CapabilityPage(props: P) {
    const capabilities = useDependency(UI_TOKENS.capabilityLoader);
    if (!capabilities.isLoaded(needs)) {
      // The page's chunk starts downloading now too, not once the capabilities are bound.
      load().catch(() => undefined);
      use(capabilities.load(needs));
    }
    return <Page {...props} />;
  }
  return CapabilityPage;
}
