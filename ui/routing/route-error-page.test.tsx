import { render, screen, waitFor } from '@testing-library/react';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createFakeAppContainer, type FakePorts } from '../../tests/fakes/fake-app-container';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { App } from '../app';
import { createI18n } from '../i18n/i18n';
import { TRANSLATIONS } from '../../tests/fakes/translations';
import { RouteErrorPage } from './route-error-page';

function Failing({ error }: { readonly error: unknown }): never {
  throw error;
}

function renderFailure(error: unknown, overrides: Partial<FakePorts> = {}) {
  const app = createFakeAppContainer(overrides);
  const router = createMemoryRouter([{ path: '/', element: <Failing error={error} />, errorElement: <RouteErrorPage /> }]);
  render(
    <App container={app.container} i18n={createI18n('en-CA', { messages: TRANSLATIONS })}>
      <RouterProvider router={router} />
    </App>,
  );
  return app;
}

/** A new failure each time: the error page decides once per failure. */
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/shop-page-3f2a.js');

describe('Route errors (spec §2, §8)', () => {
  it('reloads the page once when a page chunk failed to load (a new deployment)', async () => {
    const { fakes } = renderFailure(chunkError());
    await waitFor(() => expect(fakes.pageNavigator.reloads).toBe(1));
    expect(screen.getByText('A new version of the store is available. Reloading…')).toBeInTheDocument();
    expect(fakes.chunkReloads.stored).toEqual(fakes.clock.now());
  });

  it('shows the error page instead of reloading again within a minute', async () => {
    const clock = new FixedClock();
    const { fakes } = renderFailure(chunkError(), { clock, chunkReloads: new MemorySlot<Date>(new Date(clock.now().getTime() - 30_000)) });
    expect(await screen.findByText('Error 500')).toBeInTheDocument();
    expect(fakes.pageNavigator.reloads).toBe(0);
  });

  it('shows the generic error page with status 500 for any other failure', async () => {
    const { fakes } = renderFailure(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(fakes.pageNavigator.reloads).toBe(0);
  });

  it('shows the status a thrown response carries', async () => {
    renderFailure(new Response('', { status: 503 }));
    expect(await screen.findByText('Error 503')).toBeInTheDocument();
  });
});
