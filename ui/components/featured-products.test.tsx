import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aContentPage } from '../../tests/fakes/content-fixtures';
import { aProductDetail, FakeCatalogueGateway } from '../../tests/fakes/fake-catalogue-gateway';
import { renderApp } from '../../tests/fakes/render-app';
import { UNAVAILABLE } from '../../tests/fakes/failures';

/** Six monthly specials (only four are shown) and one product outside the category. */
function specialsCatalogue() {
  const specials = Array.from({ length: 6 }, (_, index) =>
    aProductDetail({ id: index + 1, name: `Special ${index + 1}`, categoryPath: ['Monthly Specials'] }),
  );
  return new FakeCatalogueGateway([...specials, aProductDetail({ id: 50, name: 'Ordinary Toaster', categoryPath: ['Kitchen'] })]);
}

function homeWith(catalogue: FakeCatalogueGateway) {
  const scenario = chromeScenario('member', { catalogue });
  scenario.fakes.content.memberPages.set('home', aContentPage({ slug: 'home', title: 'Welcome back' }));
  return scenario;
}

describe('Monthly specials block', () => {
  it("shows four of the 'Monthly Specials' category's products on the home page, in one request", async () => {
    const catalogue = specialsCatalogue();
    const { container } = homeWith(catalogue);
    renderApp(container, '/');
    const block = await screen.findByRole('region', { name: 'Monthly Specials' });
    expect(await within(block).findAllByRole('article')).toHaveLength(4);
    expect(within(block).queryByText('Ordinary Toaster')).not.toBeInTheDocument();
    const requests = catalogue.requests.filter((request) => request.audience.kind === 'member');
    expect(requests).toEqual([
      expect.objectContaining({ catalogue: 'merchandise', perPage: 4, page: 1, filters: expect.objectContaining({ categoryPath: ['Monthly Specials'] }) }),
    ]);
  });

  it('is titled in French under /fr', async () => {
    const catalogue = new FakeCatalogueGateway([aProductDetail({ id: 1, name: 'Mélangeur', categoryPath: ['Offres du mois'] })]);
    const { container } = homeWith(catalogue);
    renderApp(container, '/fr');
    const block = await screen.findByRole('region', { name: 'Offres du mois' });
    expect(await within(block).findByRole('heading', { name: 'Mélangeur' })).toBeInTheDocument();
  });

  it('is left out when the products cannot be loaded', async () => {
    const catalogue = specialsCatalogue();
    catalogue.failure = UNAVAILABLE;
    const { container } = homeWith(catalogue);
    renderApp(container, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Monthly Specials' })).not.toBeInTheDocument();
  });
});
