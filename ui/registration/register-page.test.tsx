import type { RegistrationConfig } from '@rewards-storefront/domain/registration/registration-config';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { FAKE_CARDHOLDER, nadiasRegistration } from '../../tests/fakes/fake-registration-gateway';
import { renderApp } from '../../tests/fakes/render-app';

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: RegExp) => screen.findByRole('heading', { level: 2, name });

/** The French texts of the fake's verification fields, as the server configures them. */
function french(config: RegistrationConfig): RegistrationConfig {
  return {
    ...config,
    verificationFields: config.verificationFields.map((field) =>
      field.name === 'card_number'
        ? { ...field, label: 'Numéro de carte', errorMessage: 'Entrez les 16 chiffres de votre numéro de carte.' }
        : field.name === 'postal_code'
          ? { ...field, label: 'Code postal' }
          : { ...field, label: 'Date de naissance' },
    ),
  };
}

async function verified() {
  await stepHeading(/Step 1 of 6: Verify your card/);
  type(/Card number/, FAKE_CARDHOLDER.card_number);
  type(/Postal code/, FAKE_CARDHOLDER.postal_code);
  type(/Date of birth/, FAKE_CARDHOLDER.date_of_birth);
  next();
  await stepHeading(/Step 2 of 6: Your details/);
}

describe('Registration page (spec §2 /register, §4 steps, §5 fields by server regex)', () => {
  it('asks the verification fields the server configures and checks them by its regexes, with its messages', async () => {
    const { container, fakes } = chromeScenario('guest');
    renderApp(container, '/register');
    await stepHeading(/Step 1 of 6: Verify your card/);
    expect(screen.getByRole('navigation', { name: 'Registration steps' })).toHaveTextContent('Verify your card');
    next();
    expect(await screen.findByText('Card number is required')).toBeInTheDocument();
    type(/Card number/, '4512');
    next();
    expect(await screen.findByText('Enter the 16 digits of your card number.')).toBeInTheDocument();
    expect(fakes.registration.callsTo('verifyCardholder')).toBe(0);
  });

  it('checks them in French under /fr, with the French configuration', async () => {
    const { container, fakes } = chromeScenario('guest');
    fakes.registration.configs['fr-CA'] = french(fakes.registration.config);
    renderApp(container, '/fr/register');
    await screen.findByRole('heading', { level: 2, name: /Étape 1 de 6\u00a0: Vérifiez votre carte/ });
    fireEvent.change(screen.getByLabelText(/Numéro de carte/, { selector: 'input' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Entrez les 16 chiffres de votre numéro de carte.')).toBeInTheDocument();
    expect(screen.getByText(/Le champ «\s*Code postal\s*» est obligatoire/)).toBeInTheDocument();
    expect(fakes.registration.calls[0]).toMatchObject({ method: 'getConfiguration', locale: 'fr-CA' });
  });

  it('tells a cardholder whose details do not match, and stays on the step', async () => {
    const { container } = chromeScenario('guest');
    renderApp(container, '/register');
    await stepHeading(/Step 1 of 6/);
    type(/Card number/, FAKE_CARDHOLDER.card_number);
    type(/Postal code/, FAKE_CARDHOLDER.postal_code);
    type(/Date of birth/, '1970-01-01');
    next();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not verify these details.');
    expect(screen.getByRole('heading', { level: 2, name: /Step 1 of 6/ })).toBeInTheDocument();
  });

  it('runs every step, keeps what was typed when going back, submits, then asks to check the email', async () => {
    const { container, fakes } = chromeScenario('guest');
    const view = renderApp(container, '/register');
    await verified();
    type(/Username/, 'nadia.haddad');
    type(/Email address/, 'nadia@example.com');
    next();
    await stepHeading(/Step 3 of 6: Create a password/);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading(/Step 2 of 6/);
    expect(screen.getByLabelText(/Username/, { selector: 'input' })).toHaveValue('nadia.haddad');
    next();
    await stepHeading(/Step 3 of 6/);
    type(/^Password/, 'maple');
    type(/Confirm the password/, 'other');
    next();
    expect(
      await screen.findByText('Your password needs 8 to 255 characters, an uppercase letter, a digit, a special character, like # or !.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    type(/^Password/, 'Maple#Leaf2026');
    type(/Confirm the password/, 'Maple#Leaf2026');
    next();
    await stepHeading(/Step 4 of 6: Offers by email/);
    fireEvent.click(screen.getByRole('checkbox', { name: /Send me offers/ }));
    next();
    await stepHeading(/Step 5 of 6: Language/);
    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    next();
    await stepHeading(/Step 6 of 6: Terms of use/);
    expect(screen.getByRole('region', { name: 'Terms of use of Demo Bank Rewards' })).toHaveTextContent('Keep your password to yourself.');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You must accept the terms of use to register')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/register/verify'));
    expect(await screen.findByText(/We sent a link to nadia@example.com/)).toBeInTheDocument();
    expect(fakes.registration.calls.find((call) => call.method === 'register')?.argument).toMatchObject({
      hasMarketingEnabled: true,
      preferredLanguage: 'fr-CA',
      termsId: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new confirmation link to nadia@example.com.')).toBeInTheDocument();
    expect(fakes.registration.sentLinks).toHaveLength(2);
  });

  it('takes the member back to the details when the username is taken', async () => {
    const { container } = chromeScenario('guest');
    renderApp(container, '/register');
    await verified();
    type(/Username/, 'business');
    type(/Email address/, 'nadia@example.com');
    next();
    await stepHeading(/Step 3 of 6/);
    type(/^Password/, 'Maple#Leaf2026');
    type(/Confirm the password/, 'Maple#Leaf2026');
    next();
    await stepHeading(/Step 4 of 6/);
    next();
    await stepHeading(/Step 5 of 6/);
    next();
    await stepHeading(/Step 6 of 6/);
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await stepHeading(/Step 2 of 6: Your details/);
    const username = screen.getByLabelText(/Username/, { selector: 'input' });
    expect(username).toHaveAccessibleDescription(/This username is not available/);
  });

  it('runs only the steps the programme enables', async () => {
    const { container, fakes } = chromeScenario('guest');
    fakes.registration.config = { ...fakes.registration.config, hasVerification: false, hasMarketingPreference: false, hasTerms: false };
    renderApp(container, '/register');
    await stepHeading(/Step 1 of 3: Your details/);
    const steps = within(screen.getByRole('navigation', { name: 'Registration steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Your details', 'Create a password', 'Language']);
  });

  it('says a signed-in member is already registered', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/register');
    expect(await screen.findByText('You are already signed in.')).toBeInTheDocument();
  });
});

describe('Email confirmation page (spec §4: email verification, then sign in; §8 invalid token)', () => {
  it('confirms the email of the emailed link and offers to sign in', async () => {
    const { container, fakes } = chromeScenario('guest');
    const { config } = fakes.registration;
    await fakes.registration.register(config.id, nadiasRegistration({ hasMarketingEnabled: false, preferredLanguage: 'en-CA', locale: 'en-CA' }));
    const { token } = fakes.registration.sentLinks[0]!;
    renderApp(container, `/register/verify?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says in French that a link does not work, with spec §8’s text, and offers a new one by card details', async () => {
    const { container, fakes } = chromeScenario('guest');
    renderApp(container, '/fr/register/verify?token=unknown-token-value');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ce lien ne fonctionne pas' })).toBeInTheDocument();
    expect(screen.getByText('Désolé. Votre jeton est invalide ou a expiré. Veuillez réessayer.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Renvoyer le lien' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    expect(await screen.findAllByText(/est obligatoire/)).toHaveLength(3);
    expect(fakes.registration.callsTo('resendConfirmation')).toBe(0);
  });
});
