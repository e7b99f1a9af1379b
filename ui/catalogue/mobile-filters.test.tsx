import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeAppContainer } from '../../tests/fakes/fake-app-container';
import { FakeCatalogueGateway, aProduct } from '../../tests/fakes/fake-catalogue-gateway';
import { renderApp } from '../../tests/fakes/render-app';

async function shop() {
  const { container } = createFakeAppContainer({ catalogue: new FakeCatalogueGateway([aProduct({ id: 1, name: 'Kettle' })]) });
  renderApp(container, '/shop');
  await screen.findByRole('heading', { name: 'Kettle' });
  return screen.getByRole('button', { name: 'Filters' });
}

describe('Mobile filters', () => {
  it('opens the drawer, loaded on first use, with the filter panel', async () => {
    const button = await shop();
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('textbox', { name: 'Minimum points' })).toBeInTheDocument();
  });

  it('gives the focus back to the filters button when the drawer closes, the first time too', async () => {
    const button = await shop();
    button.focus();
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show the results' }));
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes on Escape and gives the focus back to the filters button', async () => {
    const button = await shop();
    button.focus();
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(button).toHaveFocus());
  });
});
