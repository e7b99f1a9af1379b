import { TOKENS, type Capabilities } from '@application/di-tokens';
import type { Container } from 'inversify';
import { use, useCallback, useContext } from 'react';
import { isLazyCapability, type LazyCapabilityName } from '../di/capabilities';
import { capabilityLoader } from '../di/capability-loader';
import { ContainerContext } from '../di/container-context';

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useCapability needs a ContainerProvider above it');
  return container;
}

/**
 * A capability's stores and use cases, typed by its token: pages and
 * components destructure what they use. Every capability is built once, so
 * the same objects come back on every render.
 *
 * A later capability its route named (capabilityPage) is bound already; one
 * it did not name downloads here, the component suspending meanwhile, so a
 * forgotten name costs a round trip, never a failure.
 */
export function useCapability<N extends keyof Capabilities>(name: N): Capabilities[N] {
  const container = useContainer();
  if (isLazyCapability(name)) {
    const loader = capabilityLoader(container);
    if (!loader.isLoaded([name])) use(loader.load([name]));
  }
  return container.get<Capabilities[N]>(TOKENS[name]);
}

/**
 * A later capability for an event handler: downloaded the first time the
 * handler asks for it, so a control shown on every page (the login-as
 * banner's way back to the console) renders without it and without suspending.
 */
export function useCapabilityOnDemand<N extends LazyCapabilityName>(name: N): () => Promise<Capabilities[N]> {
  const container = useContainer();
  return useCallback(async () => {
    await capabilityLoader(container).load([name]);
    return container.get<Capabilities[N]>(TOKENS[name]);
  }, [container, name]);
}
