import type { Notification } from '@rewards-storefront/domain/notification/notification';
import { capability } from '../di/capabilities';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { renderApp } from '../../tests/fakes/render-app';

/** Opens `path` for a visitor and, once the page is drawn (its footer shows), raises `notice`. */
async function openWithNotice(path: string, notice: Omit<Notification, 'id'>) {
  const { container } = chromeScenario('guest');
  const view = renderApp(container, path);
  await screen.findByRole('contentinfo');
  act(() => {
    capability(container, 'content').notificationStore.notify(notice);
  });
  return view;
}

describe('Notification bar', () => {
  it('shows a danger notice as an alert with its title and description, in the page language', async () => {
    await openWithNotice('/fr/shop', {
      kind: 'danger',
      title: { key: 'notFound.title' },
      description: { key: 'validation.required', params: { field: 'Courriel' } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette page est introuvable');
    expect(alert).toHaveTextContent('Courriel is required'.replace('is required', ''));
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('alert')).toBe(alert);
  });

  it('shows success and warning notices as polite status messages, each dismissible', async () => {
    await openWithNotice('/shop', { kind: 'success', title: { key: 'shop.heading' }, description: { key: 'shop.empty' } });
    const status = await screen.findByText('There are no products to show on this page.');
    expect(status.closest('[role="status"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the notification' }));
    await waitFor(() => expect(screen.queryByText('There are no products to show on this page.')).not.toBeInTheDocument());
  });

  it('is cleared on every navigation, query changes included', async () => {
    const { router } = await openWithNotice('/shop', { kind: 'warning', title: { key: 'shop.heading' }, description: { key: 'shop.error' } });
    expect(await screen.findByText('We could not load the products. Please try again.')).toBeInTheDocument();
    await act(() => router.navigate('/shop?page=2'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('is not cleared when only the hash changes (a skip link)', async () => {
    const { router } = await openWithNotice('/shop', { kind: 'warning', title: { key: 'shop.heading' }, description: { key: 'shop.error' } });
    await act(() => router.navigate('/shop#main-content'));
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });
});
