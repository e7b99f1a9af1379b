import { useMemo, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { sameData } from './same-data';

interface ObservableSource<T> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): T;
}

function sourceOf<T>(observable$: Observable<T>): ObservableSource<T> {
  let latest: { value: T } | undefined;
  // Stores' observables emit on subscribe, so the first render has a value.
  observable$.subscribe((value) => (latest = { value })).unsubscribe();
  if (latest === undefined) {
    throw new Error('useObservable needs an observable that emits when subscribed (a store state$ or a view of it)');
  }
  return {
    subscribe(onChange) {
      const subscription = observable$.subscribe((value) => {
        // A view its store builds again for each subscriber (a `map`) is a new object holding the same data: not a
        // change. Without this, every part reading one rendered twice on mounting, synchronously (after a page's
        // hydration: the whole header and footer, a tenth of a second on a phone).
        if (latest === undefined || !sameData(latest.value, value)) {
          latest = { value };
          onChange();
        }
      });
      return () => subscription.unsubscribe();
    },
    getSnapshot: () => (latest as { value: T }).value,
  };
}

/**
 * The current value of a store observable, re-rendering when it changes
 * (React's useSyncExternalStore, so concurrent rendering never tears).
 * Pass a stable observable (a store field), not one built during render.
 */
export function useObservable<T>(observable$: Observable<T>): T {
  const source = useMemo(() => sourceOf(observable$), [observable$]);
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
