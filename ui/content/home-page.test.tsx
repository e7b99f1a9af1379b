import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aContentPage, aSection, aSlide } from '../../tests/fakes/content-fixtures';
import { renderApp } from '../../tests/fakes/render-app';

function homeScenario() {
  const scenario = chromeScenario('member');
  const now = scenario.fakes.clock.now().getTime();
  scenario.fakes.content.memberPages.set(
    'home',
    aContentPage({
      slug: 'home',
      title: 'Welcome back',
      slides: [
        aSlide({ id: 1, heading: 'Spring into savings', buttonText: 'Shop gift cards', buttonUrl: '/shop?catalogue=gift-cards', imageSm: '/images/spring.jpg' }),
        aSlide({ id: 2, heading: 'Ended last week', activeTo: new Date(now - 7 * 86_400_000) }),
        aSlide({ id: 3, heading: 'Switched off', isActive: false }),
        aSlide({ id: 4, heading: 'Travel more', buttonText: 'Partner site', buttonUrl: 'https://travel.example', isExternal: true, openNewTab: true, imageSm: '/images/travel.jpg' }),
      ],
      sections: [aSection({ heading: 'Need help?', links: [{ label: 'Read the FAQ', url: '/faq', isExternal: false }] })],
    }),
  );
  return scenario;
}

describe('Home page', () => {
  it("shows the member's home content with only the live slides", async () => {
    const { container } = homeScenario();
    renderApp(container, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Featured offers' });
    expect(within(carousel).getByRole('heading', { name: 'Spring into savings' })).toBeInTheDocument();
    expect(within(carousel).getByText('1 of 2')).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'Shop gift cards' })).toHaveAttribute('href', '/shop?catalogue=gift-cards');
    expect(screen.queryByText('Ended last week')).not.toBeInTheDocument();
    expect(screen.queryByText('Switched off')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('moves between slides with the next and numbered buttons; an external button opens a new tab', async () => {
    const { container } = homeScenario();
    renderApp(container, '/');
    const carousel = await screen.findByRole('region', { name: 'Featured offers' });
    // The first slide's picture is the page's largest paint: fetched first; a later one when the member moves to it.
    expect(carousel.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(await within(carousel).findByRole('heading', { name: 'Travel more' })).toBeInTheDocument();
    expect(carousel.querySelector('img')).toHaveAttribute('fetchpriority', 'auto');
    const partner = within(carousel).getByRole('link', { name: /Partner site/ });
    expect(partner).toHaveAttribute('href', 'https://travel.example');
    expect(partner).toHaveAttribute('target', '_blank');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Show slide 1: Spring into savings' }));
    expect(await within(carousel).findByRole('heading', { name: 'Spring into savings' })).toBeInTheDocument();
  });

  it('is the French home under /fr, with localized store links', async () => {
    const { container } = homeScenario();
    renderApp(container, '/fr');
    const carousel = await screen.findByRole('region', { name: 'Offres en vedette' });
    expect(within(carousel).getByText('1 sur 2')).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'Shop gift cards' })).toHaveAttribute('href', '/fr/shop?catalogue=gift-cards');
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/fr/faq');
  });
});
