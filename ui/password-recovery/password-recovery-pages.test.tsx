import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { FAKE_BUSINESS } from '../../tests/fakes/fake-password-recovery-gateway';
import { renderApp } from '../../tests/fakes/render-app';

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

describe('Forgot password page (spec §6: business customers only)', () => {
  it('sends a personal cardholder to online banking, asking nothing of the API', async () => {
    const { container, fakes } = chromeScenario('guest');
    renderApp(container, '/forgot-password');
    fireEvent.click(await screen.findByRole('radio', { name: 'A personal card' }));
    expect(screen.getByText(/Personal cardholders change their password in the bank’s online banking/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to online banking' })).toHaveAttribute('href', '/sandbox/online-banking');
    expect(fakes.passwordRecovery.calls).toEqual([]);
  });

  it('asks a business cardholder for the username and says a link is on its way, whoever it names', async () => {
    const { container, fakes } = chromeScenario('guest');
    renderApp(container, '/forgot-password');
    fireEvent.click(await screen.findByRole('radio', { name: 'A business card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    type(/Username/, 'nobody');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/If this username belongs to a business rewards account, we sent a link/)).toBeInTheDocument();
    expect(fakes.passwordRecovery.sentLinks).toEqual([]);
  });

  it('says in French when requests are paused', async () => {
    const { container, fakes } = chromeScenario('guest');
    for (let request = 0; request < 5; request += 1) await fakes.passwordRecovery.requestReset('business', 'fr-CA');
    renderApp(container, '/fr/forgot-password');
    fireEvent.click(await screen.findByRole('radio', { name: 'Une carte Entreprise' }));
    type(/Nom d’utilisateur/, 'business');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('les demandes sont suspendues après plusieurs tentatives');
  });
});

describe('Reset password page (spec §2: questions, new password, success; §8 invalid token)', () => {
  it('asks the link’s questions, counts wrong answers, then takes the new password and says it is changed', async () => {
    const { container, fakes } = chromeScenario('guest');
    await fakes.passwordRecovery.requestReset(FAKE_BUSINESS.username, 'en-CA');
    renderApp(container, `/reset-password?token=${fakes.passwordRecovery.linkOf(FAKE_BUSINESS.username)}`);
    await screen.findByText('To protect your account, answer these questions about your business card.');
    type(/Last 4 digits of your card/, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the last 4 digits of your card.')).toBeInTheDocument();
    type(/Last 4 digits of your card/, '0000');
    type(/Postal code/, FAKE_BUSINESS.answers.postal_code);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('These answers do not match our records.4 wrong answers left');
    type(/Last 4 digits of your card/, FAKE_BUSINESS.answers.card_last_four);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Choose your new password.');
    type(/^New password/, FAKE_BUSINESS.password);
    type(/Confirm the password/, FAKE_BUSINESS.password);
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Please choose a password you have not used before.')).toBeInTheDocument();
    type(/^New password/, 'Fresh#Start2026');
    type(/Confirm the password/, 'Fresh#Start2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your password is changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says in French that a link does not work, with spec §8’s text, and offers to ask for a new one', async () => {
    const { container } = chromeScenario('guest');
    renderApp(container, '/fr/reset-password?token=not-a-link-we-sent');
    expect(await screen.findByText('Désolé. Votre jeton est invalide ou a expiré. Veuillez réessayer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/fr/forgot-password');
  });

  it('says the same without a token at all', async () => {
    const { container, fakes } = chromeScenario('guest');
    renderApp(container, '/reset-password');
    expect(await screen.findByText('Sorry. Your token is either invalid or has expired. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(fakes.passwordRecovery.calls).toEqual([]));
  });
});
