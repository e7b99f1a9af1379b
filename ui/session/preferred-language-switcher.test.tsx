import { screen, waitFor } from '@testing-library/react';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID } from '../../tests/fakes/account-fixtures';
import { FakeProfileGateway, aProfile } from '../../tests/fakes/fake-profile-gateway';
import { alexSignedIn } from '../../tests/fakes/alex-signed-in';
import { renderApp } from '../../tests/fakes/render-app';

function marieOn(path: string, languageCheck = new MemorySlot<number>()) {
  const app = alexSignedIn({
    profiles: new FakeProfileGateway({ ok: true, profile: aProfile({ firstName: 'Marie', preferredLanguage: 'fr-CA' }) }),
    languageCheck,
  });
  return { ...renderApp(app.container, path), ...app };
}

describe('Preferred language (spec §4)', () => {
  it('moves a French-speaking member to the same page in French once the profile loads, query and hash kept', async () => {
    const { router, fakes } = marieOn('/shop?page=2#top');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/shop'));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.location.hash).toBe('#top');
    expect(await screen.findByRole('heading', { name: 'Marchandises', level: 1 })).toBeInTheDocument();
    expect(fakes.languageCheck.stored).toBe(ALEX_MEMBER_ID);
  });

  it('does it only once: a member who went back to English stays there', async () => {
    const { router, fakes } = marieOn('/shop', new MemorySlot<number>(ALEX_MEMBER_ID));
    await waitFor(() => expect(fakes.profiles.calls).toBe(1));
    await screen.findByRole('heading', { name: 'Merchandise', level: 1 });
    expect(router.state.location.pathname).toBe('/shop');
  });
});
