import { ContainerModule, type Container } from 'inversify';
import { LAZY_CAPABILITIES, type CapabilityBinder, type CapabilityName } from './lazy-capabilities';

/** A capability's binders (its stores and use cases, and its adapters), their code loaded on demand. */
export type CapabilitySources = (name: CapabilityName) => Promise<readonly CapabilityBinder[]>;

/**
 * Binds the later capabilities into the container when a route first needs
 * them: each capability once, with the ones it draws on, as one inversify
 * `ContainerModule`. Their code downloads side by side; a failed download
 * binds nothing and can be tried again (the route shows its error page).
 */
export class CapabilityLoader {
  private readonly loaded: Set<CapabilityName>;
  private readonly loading = new Map<string, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly sources: CapabilitySources,
    alreadyBound: readonly CapabilityName[] = [],
  ) {
    this.loaded = new Set(alreadyBound);
  }

  /** Whether `names` and what they draw on are bound. */
  isLoaded(names: readonly CapabilityName[]): boolean {
    return withNeeds(names).every((name) => this.loaded.has(name));
  }

  /** Binds `names` and what they draw on; the same promise for the same names while it runs (React's `use`). */
  load(names: readonly CapabilityName[]): Promise<void> {
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

  private async bind(names: readonly CapabilityName[]): Promise<void> {
    const missing = names.filter((name) => !this.loaded.has(name));
    const binders = await Promise.all(missing.map((name) => this.sources(name)));
    missing.forEach((name, index) => {
      // Another route may have bound it while this one's code was downloading.
      if (this.loaded.has(name)) return;
      this.container.load(new ContainerModule((options) => binders[index]?.forEach((bind) => bind(options))));
      this.loaded.add(name);
    });
  }
}

/** `names` and, before each, the capabilities it draws on, each once. */
export function withNeeds(names: readonly CapabilityName[]): CapabilityName[] {
  const ordered: CapabilityName[] = [];
  const visit = (name: CapabilityName): void => {
    if (ordered.includes(name)) return;
    LAZY_CAPABILITIES[name].needs.forEach(visit);
    ordered.push(name);
  };
  names.forEach(visit);
  return ordered;
}
