import { TOKENS } from '@application/di-tokens';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { LazyCapabilityName } from './capabilities';
import { CapabilityLoader, withNeeds, type CapabilitySources } from './capability-loader';

/** Sources whose factories give a marker per capability, counting how often each was fetched. */
function countingSources(fail: ReadonlySet<LazyCapabilityName> = new Set()) {
  const fetched: LazyCapabilityName[] = [];
  const sources = (async (name: LazyCapabilityName) => {
    fetched.push(name);
    if (fail.has(name)) throw new Error(`chunk of ${name} failed`);
    return [() => ({ name }), {}];
  }) as unknown as CapabilitySources;
  return { fetched, sources };
}

/** A container with the ports every later capability's factory is given. */
function aContainer(): Container {
  const container = new Container();
  container.bind(TOKENS.ports).toConstantValue({} as never);
  return container;
}

describe('CapabilityLoader', () => {
  it('binds a capability with the capabilities it draws on, the drawn-on first', async () => {
    const container = aContainer();
    const { fetched, sources } = countingSources();
    const loader = new CapabilityLoader(container, sources);

    expect(loader.isLoaded(['checkout'])).toBe(false);
    await loader.load(['checkout']);

    expect(fetched).toEqual(['orders', 'checkout']);
    expect(loader.isLoaded(['checkout'])).toBe(true);
    expect(loader.isLoaded(['orders'])).toBe(true);
    expect(container.get(TOKENS.checkout)).toEqual({ name: 'checkout' });
    expect(container.get(TOKENS.orders)).toEqual({ name: 'orders' });
  });

  it('binds each capability once, however many routes ask for it', async () => {
    const container = aContainer();
    const { fetched, sources } = countingSources();
    const loader = new CapabilityLoader(container, sources);

    const first = loader.load(['orders']);
    expect(loader.load(['orders'])).toBe(first);
    await Promise.all([first, loader.load(['checkout'])]);
    await loader.load(['orders']);

    // Bound twice, the token would be ambiguous and resolving it would throw.
    expect(container.get(TOKENS.orders)).toEqual({ name: 'orders' });
    expect(fetched.filter((name) => name === 'checkout')).toEqual(['checkout']);
  });

  it('binds nothing when a download fails, and tries again on the next request', async () => {
    const container = aContainer();
    const failing = new Set<LazyCapabilityName>(['checkout']);
    const { fetched, sources } = countingSources(failing);
    const loader = new CapabilityLoader(container, sources);

    await expect(loader.load(['checkout'])).rejects.toThrow('chunk of checkout failed');
    expect(loader.isLoaded(['checkout'])).toBe(false);
    expect(container.isBound(TOKENS.checkout)).toBe(false);

    failing.clear();
    await loader.load(['checkout']);
    expect(loader.isLoaded(['checkout'])).toBe(true);
    expect(fetched.filter((name) => name === 'checkout')).toHaveLength(2);
  });

  it('treats capabilities bound up front as loaded', () => {
    const loader = new CapabilityLoader(new Container(), countingSources().sources, ['orders', 'checkout']);
    expect(loader.isLoaded(['checkout'])).toBe(true);
    expect(loader.isLoaded(['identity'])).toBe(false);
  });

  it('orders what a capability draws on before it, each once', () => {
    expect(withNeeds(['checkout', 'orders', 'identity'])).toEqual(['orders', 'checkout', 'identity']);
    expect(withNeeds([])).toEqual([]);
  });
});
