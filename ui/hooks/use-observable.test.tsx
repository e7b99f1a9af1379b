import { act, render } from '@testing-library/react';
import { BehaviorSubject, map } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { useObservable } from './use-observable';

interface State {
  name: string;
  count: number;
}

function counted<T>(observable$: import('rxjs').Observable<T>) {
  const renders: T[] = [];
  function Reader() {
    const value = useObservable(observable$);
    renders.push(value);
    return <output>{JSON.stringify(value)}</output>;
  }
  return { Reader, renders };
}

describe('useObservable renders a store’s value once per change', () => {
  it('a view built again for each subscriber, with the same data, renders once on mounting', () => {
    const state = new BehaviorSubject<State>({ name: 'Élite', count: 1 });
    // A store's derived view: each subscription runs the map again and gets a new object.
    const view$ = state.pipe(map(({ name, count }) => ({ label: name, items: [count] })));
    const { Reader, renders } = counted(view$);
    render(<Reader />);
    expect(renders).toEqual([{ label: 'Élite', items: [1] }]);
  });

  it('renders again when the data changes, and not when the state is replaced by the same data', () => {
    const state = new BehaviorSubject<State>({ name: 'Élite', count: 1 });
    const view$ = state.pipe(map(({ name, count }) => ({ label: name, items: [count] })));
    const { Reader, renders } = counted(view$);
    const { container } = render(<Reader />);
    act(() => state.next({ name: 'Élite', count: 1 }));
    expect(renders).toHaveLength(1);
    act(() => state.next({ name: 'Élite', count: 2 }));
    expect(renders).toHaveLength(2);
    expect(container.textContent).toBe('{"label":"Élite","items":[2]}');
  });

  it('shows a change made between the first render and the subscription', () => {
    const state = new BehaviorSubject<State>({ name: 'before', count: 1 });
    let changed = false;
    function Reader() {
      const value = useObservable(state);
      // The store changes after this render read it, before React subscribes.
      if (!changed) {
        changed = true;
        state.next({ name: 'after', count: 2 });
      }
      return <output>{value.name}</output>;
    }
    const { container } = render(<Reader />);
    expect(container.textContent).toBe('after');
  });
});
