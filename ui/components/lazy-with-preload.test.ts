import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const Component = () => null;

describe('lazyWithPreload', () => {
  it('fetches the chunk once however often its trigger is reached', async () => {
    const load = vi.fn(() => Promise.resolve(Component));
    const Lazy = lazyWithPreload(load);
    Lazy.preload();
    Lazy.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so that the next attempt tries again, and never rejects', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Component);
    const Lazy = lazyWithPreload(load);
    expect(() => Lazy.preload()).not.toThrow();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((settle) => setTimeout(settle, 0));
    Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
