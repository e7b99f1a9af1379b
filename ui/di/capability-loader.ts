import type { Token } from '@application/di-tokens';
import type { LazyPorts } from '@application/ports/ports';
import { ContainerModule, type Container } from 'inversify';
import { bindLazyCapability, LAZY_CAPABILITIES, type CapabilityFactory, type LazyCapabilityName } from './capabilities';

/** A capability's factory and its adapters, their code downloaded on demand. */
export type CapabilitySources = <N extends LazyCapabilityName>(name: N) => Promise<readonly [CapabilityFactory<N>, LazyPorts[N]]>;

/**
 * Binds the later capabilities into the container when a route first needs
 * them: each capability once, with the ones it draws on, as one inversify
 * `ContainerModule`. Their code downloads side by side; a failed download
 * binds nothing and can be tried again (the route shows its error page).
 */
export class CapabilityLoader {
  private readonly loaded: Set<LazyCapabilityName>;
  private readonly loading = new Map<string, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly sources: CapabilitySources,
    alreadyBound: readonly LazyCapabilityName[] = [],
  ) {
    this.loaded = new Set(alreadyBound);
  }

  /** Whether `names` and what they draw on are bound. */
  isLoaded(names: readonly LazyCapabilityName[]): boolean {
    return withNeeds(names).every((name) => this.loaded.has(name));
  }

  /** Binds `names` and what they draw on; the same promise for the same names while it runs (React's `use`). */
  load(names: readonly LazyCapabilityName[]): Promise<void> {
    const key = [...names].sort().join(' ');
    let loading = this.loading.get(key);
    if (loading === undefined) {
      loading = this.bind(withNeeds(names)).catch((error: unknown) => {
        this.loading.delete(key);
        throw error;
      });
      this.loading.set(key, loading);
    }
    return loading;
  }

  private async bind(names: readonly LazyCapabilityName[]): Promise<void> {
    const missing = names.filter((name) => !this.loaded.has(name));
    const sources = await Promise.all(missing.map((name) => this.sources(name)));
    missing.forEach((name, index) => {
      // Another route may have bound it while this one's code was downloading.
      if (this.loaded.has(name)) return;
      const [factory, ports] = sources[index]!;
      // inversify 8's `load` binds synchronously (it returns nothing to await).
      this.container.load(new ContainerModule((options) => bindLazyCapability(options, name, factory as never, ports as never)));
      this.loaded.add(name);
    });
  }
}

/** `names` and, before each, the capabilities it draws on, each once. */
export function withNeeds(names: readonly LazyCapabilityName[]): LazyCapabilityName[] {
  const ordered: LazyCapabilityName[] = [];
  const visit = (name: LazyCapabilityName): void => {
    if (ordered.includes(name)) return;
    LAZY_CAPABILITIES[name].needs.forEach(visit);
    ordered.push(name);
  };
  names.forEach(visit);
  return ordered;
}

/** The loader's token: it knows React's routes, so it is the UI's, not a capability. */
export const CAPABILITY_LOADER = Symbol('CapabilityLoader') as Token<CapabilityLoader>;

/** The loader of the later capabilities bound in `container`. */
export function capabilityLoader(container: Pick<Container, 'get'>): CapabilityLoader {
  return container.get<CapabilityLoader>(CAPABILITY_LOADER);
}
