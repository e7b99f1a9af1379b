import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario, type ScenarioViewer } from '../../tests/fakes/chrome-scenario';
import { aContentConfig, aFooterLink } from '../../tests/fakes/content-fixtures';
import { renderApp } from '../../tests/fakes/render-app';

/** A footer with one link per combination of flags that matters. */
function footerScenario(viewer: ScenarioViewer) {
  const scenario = chromeScenario(viewer);
  const config = aContentConfig({
    footer: {
      linkLists: [
        {
          title: 'Help',
          items: [
            aFooterLink({ title: 'FAQ', url: '/faq' }),
            aFooterLink({ title: 'Members only', url: '/account', isLoginAsVisible: false }),
            aFooterLink({ title: 'Rates', url: '/examples', isLoginAsEnabled: false }),
          ],
        },
        { title: 'About us', items: [aFooterLink({ title: 'Careers', url: 'https://bank.example/careers', newTab: true })] },
      ],
      logos: [aFooterLink({ title: 'Demo Bank', url: 'https://bank.example', icon: 'data:image/svg+xml;base64,PHN2Zy8+' })],
      legal: [aFooterLink({ title: 'Privacy', url: 'https://bank.example/privacy' })],
    },
  });
  scenario.fakes.content.config = { guest: config, member: config };
  return scenario;
}

const footer = () => screen.getByRole('contentinfo');

describe('Site footer', () => {
  it('shows the two titled link lists, the logos and the legal links, store links in the page locale', async () => {
    const { container } = footerScenario('member');
    renderApp(container, '/fr/shop');
    const help = await within(footer()).findByRole('region', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/fr/faq');
    expect(within(footer()).getByRole('region', { name: 'About us' })).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'Demo Bank' })).toHaveAttribute('href', 'https://bank.example');
    expect(within(footer()).getByRole('img', { name: 'Demo Bank' })).toBeInTheDocument();
    expect(within(footer()).getByRole('list', { name: 'Mentions légales' })).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', 'https://bank.example/privacy');
  });

  it('opens a new-tab link in a new tab without a handle on the store, and says so', async () => {
    const { container } = footerScenario('member');
    renderApp(container, '/shop');
    const careers = await within(footer()).findByRole('link', { name: /^Careers\s*\(opens in a new tab\)$/ });
    expect(careers).toHaveAttribute('target', '_blank');
    expect(careers).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('follows the login-as flags for an admin logged in as the member', async () => {
    const { container } = footerScenario('login-as');
    renderApp(container, '/shop');
    await waitFor(() => expect(within(footer()).queryByText('Members only')).not.toBeInTheDocument());
    expect(within(footer()).getByText('Rates').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(within(footer()).queryByRole('link', { name: 'Rates' })).not.toBeInTheDocument();
  });

  it('shows a member every link their flags allow, each enabled', async () => {
    const { container } = footerScenario('member');
    renderApp(container, '/shop');
    expect(await within(footer()).findByRole('link', { name: 'Members only' })).toHaveAttribute('href', '/account');
    expect(within(footer()).getByRole('link', { name: 'Rates' })).toHaveAttribute('href', '/examples');
  });
});
