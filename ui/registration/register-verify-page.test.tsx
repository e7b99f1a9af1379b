import type { ProfileResult } from '@application/ports/profile-gateway';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aProfile } from '../../tests/fakes/fake-profile-gateway';
import { renderApp } from '../../tests/fakes/render-app';

const BEFORE = aProfile({ email: 'alex.martin@example.com', pendingEmail: 'alex@new.example' });
const AFTER = aProfile({ email: 'alex@new.example', pendingEmail: null });

describe('Following the link of an email change (account page → mailbox → /register/verify)', () => {
  it('the account page shows the new address even when the member leaves at once, before the profile is read again', async () => {
    const { container, fakes } = chromeScenario('member');
    fakes.registration.emailChangeLinks.add('change-link');
    // Every read of the profile waits for the test to answer it.
    const reads: Array<(result: ProfileResult) => void> = [];
    fakes.profiles.loadProfile = () => new Promise<ProfileResult>((resolve) => reads.push(resolve));
    renderApp(container, '/register/verify?token=change-link');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your new email is confirmed' })).toBeInTheDocument();
    // The session's own read and the page's read after the confirmation.
    await waitFor(() => expect(reads).toHaveLength(2));
    // The session's read was answered before the link was confirmed (the page loads, the confirmation is on its way).
    reads[0]!({ ok: true, profile: BEFORE });

    fireEvent.click(screen.getByRole('link', { name: 'Go to my account' }));
    const details = await screen.findByRole('region', { name: 'Your details' });
    const email = () => details.querySelectorAll('dd')[1];
    expect(email()).toHaveTextContent('alex.martin@example.com');
    // The page's read answers once the member has left it: what it read is still what the account page shows.
    reads[1]!({ ok: true, profile: AFTER });
    await waitFor(() => expect(email()).toHaveTextContent('alex@new.example'));
    expect(details).not.toHaveTextContent('pending verification');
  });
});
