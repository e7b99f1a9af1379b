import type { ContentPage } from '@rewards-storefront/domain/content/content-page';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aContentPage, aSection } from '../../tests/fakes/content-fixtures';
import { UNAVAILABLE } from '../../tests/fakes/failures';
import { renderApp } from '../../tests/fakes/render-app';

type ContentFakes = ReturnType<typeof chromeScenario>['fakes']['content'];

/** Lets the content service serve the page `slug`, titled `title`, with one `section`. */
function servePage(content: ContentFakes, slug: ContentPage['slug'], title: string, section: Parameters<typeof aSection>[0]) {
  content.pages.set(slug, aContentPage({ slug, title, sections: [aSection(section)] }));
}

describe('Information pages', () => {
  it('shows the FAQ sections with their links, store links in the page locale', async () => {
    const { container, fakes } = chromeScenario('member');
    servePage(fakes.content, 'faq', 'Foire aux questions', {
      heading: 'Commandes',
      paragraphs: ['Suivez vos commandes dans votre compte.'],
      links: [
        { label: 'Historique des commandes', url: '/account/order-history', isExternal: false },
        { label: 'Banque', url: 'https://bank.example', isExternal: true },
      ],
    });
    renderApp(container, '/fr/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Commandes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Historique des commandes' })).toHaveAttribute('href', '/fr/account/order-history');
    expect(screen.getByRole('link', { name: 'Banque' })).toHaveAttribute('href', 'https://bank.example');
  });

  it('shows the credit-card listing and the promotions page of spec §2 from the content service, in both languages', async () => {
    const { container, fakes } = chromeScenario('member');
    servePage(fakes.content, 'credit-cards', 'Nos cartes de crédit', {
      heading: 'Élite',
      paragraphs: ['2 points par dollar.'],
      links: [{ label: 'Demander la carte Élite', url: '/sandbox/bank', isExternal: true }],
    });
    servePage(fakes.content, 'promotions', 'Current promotions', {
      heading: 'On sale',
      paragraphs: ['For fewer points.'],
      links: [{ label: 'Shop the sale', url: '/shop?promotion=on-sale', isExternal: false }],
    });
    const french = renderApp(container, '/fr/credit-cards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos cartes de crédit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Élite' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander la carte Élite' })).toHaveAttribute('href', '/sandbox/bank');
    french.unmount();

    renderApp(container, '/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Current promotions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop the sale' })).toHaveAttribute('href', '/shop?promotion=on-sale');
  });

  it('shows the 404 page when the content service has no such page', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/examples');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('offers to try again when the content service fails', async () => {
    const { container, fakes } = chromeScenario('member');
    fakes.content.pages.set('program-rules', aContentPage({ slug: 'program-rules', title: 'Programme rules' }));
    fakes.content.failures.member = UNAVAILABLE;
    renderApp(container, '/program-rules');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    delete fakes.content.failures.member;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Programme rules' })).toBeInTheDocument();
  });
});
