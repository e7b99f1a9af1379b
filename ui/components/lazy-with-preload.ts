import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the component's chunk (on pointer-enter or focus of its trigger), never rejecting. */
  readonly preload: () => void;
};

/**
 * React.lazy whose chunk can be fetched before the first render: a trigger
 * preloads what it opens when the pointer comes near or focus reaches it, so
 * the first opening does not wait on the network. A failed fetch is
 * forgotten, so the next attempt (or the render) tries again.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchOnce = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(lazy(fetchOnce), { preload: () => void fetchOnce().catch(() => undefined) });
}
