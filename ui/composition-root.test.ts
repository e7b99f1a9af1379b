import { TOKENS, type Token } from '@application/di-tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolve } from './di/bind';
import { CAPABILITY_NAMES } from './di/lazy-capabilities';
import { UI_TOKENS } from './di/ui-tokens';
import { createAppContainer } from './composition-root';

/** An absolute address: jsdom's fetch cannot build a request from the default relative one. */
const CONFIG = { apiBaseUrl: 'http://storefront.test/api/v1', programSlug: 'demo' };

describe('The composition root', () => {
  // Resolving a store starts its loads: they wait forever instead of reaching for a server.
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => undefined)));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('binds only the first pages’ capabilities at start: the others’ code is not needed yet', () => {
    const container = createAppContainer(CONFIG);
    expect(resolve(container, TOKENS.catalogueStore)).toBeDefined();
    expect(resolve(container, TOKENS.sessionStore)).toBeDefined();
    expect(container.isBound(TOKENS.checkoutStore)).toBe(false);
    expect(container.isBound(TOKENS.orderGateway)).toBe(false);
    expect(container.isBound(TOKENS.transactionStore)).toBe(false);
  });

  it('binds every token with a real adapter once every later capability is loaded', async () => {
    const container = createAppContainer(CONFIG);
    await resolve(container, UI_TOKENS.capabilityLoader).load(CAPABILITY_NAMES);
    for (const token of Object.values(TOKENS) as Token<unknown>[]) {
      expect(resolve(container, token), token.description).toBeDefined();
      expect(resolve(container, token), token.description).toBe(resolve(container, token));
    }
  });
});
