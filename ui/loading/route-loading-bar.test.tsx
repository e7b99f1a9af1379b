import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { renderApp } from '../../tests/fakes/render-app';
import { capability } from '../di/capabilities';

describe('The loading bar (spec §4, §9)', () => {
  it('shows no bar until a navigation waits on the network, then shows it until the data is in', async () => {
    const { container } = createFakeAppContainer();
    renderApp(container, '/shop');
    await screen.findByRole('heading', { level: 1 });
    const { loadingBar, networkActivity } = capability(container, 'content');
    await waitFor(() => expect(document.querySelector('[data-testid="loading-bar"][data-visible]')).toBeNull());

    // A navigation whose call is still under way past the throttle (200 ms) shows the bar.
    act(() => {
      networkActivity.started();
      loadingBar.navigated();
    });
    const bar = await waitFor(() => {
      const drawn = document.querySelector('[data-testid="loading-bar"][data-visible]');
      expect(drawn).not.toBeNull();
      return drawn!;
    });
    // A visual cue only: pages announce their own loading.
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar).not.toHaveAttribute('data-done');

    act(() => networkActivity.finished());
    await waitFor(() => expect(document.querySelector('[data-testid="loading-bar"][data-done]')).not.toBeNull());
  });
});
