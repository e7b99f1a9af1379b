import { TOKENS, type Token } from '@application/di-tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { capability, LAZY_CAPABILITY_NAMES } from './di/capabilities';
import { capabilityLoader } from './di/capability-loader';
import { createAppContainer } from './composition-root';

/** An absolute address: jsdom's fetch cannot build a request from the default relative one. */
const CONFIG = { apiBaseUrl: 'http://storefront.test/api/v1', programSlug: 'demo', release: '0.1.0' };

describe('The composition root', () => {
  // Resolving a store starts its loads: they wait forever instead of reaching for a server.
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => undefined)));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('binds only the first pages’ capabilities at start: the others’ code is not needed yet', () => {
    const container = createAppContainer(CONFIG);
    expect(capability(container, 'catalogue').catalogueStore).toBeDefined();
    expect(capability(container, 'session').sessionStore).toBeDefined();
    for (const name of LAZY_CAPABILITY_NAMES) expect(container.isBound(TOKENS[name]), name).toBe(false);
  });

  it('binds every capability with real adapters, each built once, once every later capability is loaded', async () => {
    const container = createAppContainer(CONFIG);
    await capabilityLoader(container).load(LAZY_CAPABILITY_NAMES);
    for (const token of Object.values(TOKENS) as Token<unknown>[]) {
      expect(container.get(token), token.description).toBeDefined();
      expect(container.get(token), token.description).toBe(container.get(token));
    }
    expect(capability(container, 'checkout').placeOrder).toBeDefined();
    expect(capability(container, 'accountPortal').transactionStore).toBeDefined();
  });
});
