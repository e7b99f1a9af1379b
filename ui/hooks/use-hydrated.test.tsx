import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAsRendered } from './use-hydrated';

describe('useAsRendered: the server’s value while hydrating, the browser’s after', () => {
  function recorder(browserValue: string) {
    const renders: string[] = [];
    function Part() {
      const value = useAsRendered(browserValue, 'server');
      renders.push(value);
      return <span>{value}</span>;
    }
    return { Part, renders };
  }

  it('a page the browser renders itself gets the browser’s value at once', () => {
    const { Part, renders } = recorder('browser');
    const { container } = render(<Part />);
    expect(renders).toEqual(['browser']);
    expect(container.textContent).toBe('browser');
  });

  it('a hydrated page shows the server’s value, then the browser’s', async () => {
    const { Part, renders } = recorder('browser');
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Part />);
    await act(async () => {
      hydrateRoot(root, <Part />);
    });
    expect(renders).toEqual(['server', 'server', 'browser']);
    expect(root.textContent).toBe('browser');
  });

  it('a hydrated part whose value is the same either way renders only once', async () => {
    const { Part, renders } = recorder('server');
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Part />);
    renders.length = 0;
    await act(async () => {
      hydrateRoot(root, <Part />);
    });
    expect(renders).toEqual(['server']);
  });
});
