import { TOKENS, type Token } from '@application/di-tokens';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { bindValue, resolve } from './bind';
import { CapabilityLoader, withNeeds, type CapabilitySources } from './capability-loader';
import type { CapabilityName } from './lazy-capabilities';

/** Sources that bind a marker value per capability and count how often each was fetched. */
function countingSources(fail: ReadonlySet<CapabilityName> = new Set()) {
  const fetched: CapabilityName[] = [];
  const sources: CapabilitySources = async (name) => {
    fetched.push(name);
    if (fail.has(name)) throw new Error(`chunk of ${name} failed`);
    const token: Token<unknown> = name === 'orders' ? TOKENS.orderGateway : name === 'checkout' ? TOKENS.checkoutGateway : TOKENS.registrationGateway;
    return [(binder) => bindValue(binder, token, { name })];
  };
  return { fetched, sources };
}

describe('CapabilityLoader', () => {
  it('binds a capability with the capabilities it draws on, the drawn-on first', async () => {
    const container = new Container();
    const { fetched, sources } = countingSources();
    const loader = new CapabilityLoader(container, sources);

    expect(loader.isLoaded(['checkout'])).toBe(false);
    await loader.load(['checkout']);

    expect(fetched).toEqual(['orders', 'checkout']);
    expect(loader.isLoaded(['checkout'])).toBe(true);
    expect(loader.isLoaded(['orders'])).toBe(true);
    expect(resolve(container, TOKENS.checkoutGateway)).toEqual({ name: 'checkout' });
    expect(resolve(container, TOKENS.orderGateway)).toEqual({ name: 'orders' });
  });

  it('binds each capability once, however many routes ask for it', async () => {
    const container = new Container();
    const { fetched, sources } = countingSources();
    const loader = new CapabilityLoader(container, sources);

    const first = loader.load(['orders']);
    expect(loader.load(['orders'])).toBe(first);
    await Promise.all([first, loader.load(['checkout'])]);
    await loader.load(['orders']);

    // Bound twice, the token would be ambiguous and resolving it would throw.
    expect(resolve(container, TOKENS.orderGateway)).toEqual({ name: 'orders' });
    expect(fetched.filter((name) => name === 'checkout')).toEqual(['checkout']);
  });

  it('binds nothing when a download fails, and tries again on the next request', async () => {
    const container = new Container();
    const failing = new Set<CapabilityName>(['checkout']);
    const { fetched, sources } = countingSources(failing);
    const loader = new CapabilityLoader(container, sources);

    await expect(loader.load(['checkout'])).rejects.toThrow('chunk of checkout failed');
    expect(loader.isLoaded(['checkout'])).toBe(false);
    expect(container.isBound(TOKENS.checkoutGateway)).toBe(false);

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
