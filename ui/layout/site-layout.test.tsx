import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { renderApp } from '../../tests/fakes/render-app';

describe('Mobile-app mode', () => {
  it.each(['Mozilla/5.0 (iPhone) AppleWebKit DemoBankMobile/4.2', 'Mozilla/5.0 (Linux; Android 14) DemoBankBusinessMobile/1.0'])(
    'hides the header and the footer inside the bank app (%s)',
    async (userAgent) => {
      const { container } = chromeScenario('member', { userAgent });
      renderApp(container, '/shop');
      expect(await screen.findByRole('heading', { level: 1, name: 'Merchandise' })).toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Skip to navigation' })).not.toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
    },
  );

  it('keeps the header and the footer in a browser', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/shop');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
