import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { FakeContactDetailsGateway } from '../../tests/fakes/fake-contact-details-gateway';
import { anAuthorizedRedeemer } from '../../tests/fakes/fake-authorized-redeemer-gateway';
import { UNAVAILABLE, failed } from '../../tests/fakes/failures';
import { FakeProfileGateway, aProfile } from '../../tests/fakes/fake-profile-gateway';
import { renderApp } from '../../tests/fakes/render-app';

const ELITE_TIERS = [{ code: 'elite', name: { 'en-CA': 'Elite', 'fr-CA': 'Élite' } }];

function member(profile = aProfile({ tiers: ELITE_TIERS, phone: '+1 416 555 0134' })) {
  const scenario = chromeScenario('member', {
    profiles: new FakeProfileGateway({ ok: true, profile }),
    contactDetails: new FakeContactDetailsGateway(profile),
  });
  scenario.fakes.redeemers.redeemers.set(101, [anAuthorizedRedeemer(1, { email: 'jordan.martin@example.com' })]);
  return scenario;
}

describe('Account page (spec §2 /account)', () => {
  it('shows a profile that cannot be loaded as a failure with a retry, not a loader forever, and loads it on retry', async () => {
    const profiles = new FakeProfileGateway(failed(UNAVAILABLE));
    const { container } = chromeScenario('member', { profiles });
    renderApp(container, '/account');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your account details. Please try again.');
    expect(screen.queryByText('Loading your account')).not.toBeInTheDocument();
    profiles.result = { ok: true, profile: aProfile() };
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your details' })).toHaveTextContent('Alex Martin');
    expect(screen.queryByText('We could not load your account details. Please try again.')).not.toBeInTheDocument();
  });

  it('says so in French with a French retry', async () => {
    const { container } = chromeScenario('member', { profiles: new FakeProfileGateway(failed(UNAVAILABLE)) });
    renderApp(container, '/fr/account');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nous n’avons pas pu charger les renseignements de votre compte. Veuillez réessayer.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('shows the member’s details, the active card and its balance', async () => {
    const { container } = member();
    renderApp(container, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent('Alex Martin');
    expect(details).toHaveTextContent('alex.martin@example.com');
    expect(details).toHaveTextContent('+1 416 555 0134');
    const card = screen.getByRole('region', { name: 'Your active card' });
    expect(card).toHaveTextContent('Elite');
    expect(card).toHaveTextContent('**** **** **** 4821');
    expect(card).toHaveTextContent('152,300 PTS');
    expect(within(card).getByRole('link', { name: 'View the card’s transactions' })).toHaveAttribute('href', '/account/transactions');
  });

  it('sends Elite and Premium members to online banking for their contact details (spec §6)', async () => {
    const { container } = member();
    renderApp(container, '/account');
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(within(details).getByText(/kept by the bank/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Go to online banking' })).toHaveAttribute('href', '/sandbox/online-banking');
    expect(within(details).queryByRole('button', { name: 'Edit your contact details' })).not.toBeInTheDocument();
  });

  it('sends members the spec gives no channel to customer support, in French', async () => {
    const { container } = member(aProfile({ tiers: [] }));
    renderApp(container, '/fr/account');
    const details = await screen.findByRole('region', { name: 'Vos renseignements' });
    expect(within(details).getByRole('link', { name: 'Soutien à la clientèle' })).toHaveAttribute('href', '/fr/customer-support');
  });

  it('lets a select member change their email and phone here, the email typed twice', async () => {
    const { container, fakes } = member(aProfile({ accountCategory: 'nga', tiers: [] }));
    renderApp(container, '/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your contact details' }));
    const details = screen.getByRole('region', { name: 'Your details' });
    fireEvent.change(within(details).getByRole('textbox', { name: 'Email' }), { target: { value: 'chloe.g@example.com' } });
    fireEvent.change(within(details).getByRole('textbox', { name: 'Confirm email' }), { target: { value: 'chloe@example.com' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save contact details' }));
    expect(await within(details).findByText("Confirm email doesn't match")).toBeInTheDocument();
    expect(fakes.contactDetails.changes).toEqual([]);

    fireEvent.change(within(details).getByRole('textbox', { name: 'Confirm email' }), { target: { value: 'chloe.g@example.com' } });
    fireEvent.change(within(details).getByRole('textbox', { name: /^Phone/ }), { target: { value: '613 555 0100' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(fakes.contactDetails.changes).toEqual([{ email: 'chloe.g@example.com', phone: '613 555 0100' }]));
    expect(await screen.findByText(/We sent a link to chloe.g@example.com. Your email changes once you follow it/)).toBeInTheDocument();
    const after = screen.getByRole('region', { name: 'Your details' });
    expect(after).toHaveTextContent('New email pending verification: chloe.g@example.com');
    expect(after).toHaveTextContent('alex.martin@example.com');
  });

  it('shows a new email as pending verification and sends its link again (issue 21 item 15)', async () => {
    const { container, fakes } = member(aProfile({ accountCategory: 'nga', tiers: [], pendingEmail: 'chloe.g@example.com' }));
    renderApp(container, '/account');
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent('alex.martin@example.com');
    expect(details).toHaveTextContent('New email pending verification: chloe.g@example.com');
    fireEvent.click(within(details).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(fakes.contactDetails.resentLinks).toBe(1));
    expect(await screen.findByText('Check your new email')).toBeInTheDocument();
  });

  it('says a new email is pending verification in French, with the French button', async () => {
    const { container } = member(aProfile({ accountCategory: 'nga', tiers: [], pendingEmail: 'chloe.g@example.com' }));
    renderApp(container, '/fr/account');
    const details = await screen.findByRole('region', { name: 'Vos renseignements' });
    expect(details).toHaveTextContent('Nouvelle adresse courriel en attente de vérification : chloe.g@example.com');
    expect(within(details).getByRole('button', { name: 'Renvoyer le lien' })).toBeInTheDocument();
  });

  it('saves the preferred language and shows the page in it', async () => {
    const { container, fakes } = member();
    const { router } = renderApp(container, '/account');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Preferred language' }), { target: { value: 'fr-CA' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/account'));
    expect(fakes.profiles.changes).toEqual([{ preferredLanguage: 'fr-CA' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre compte' })).toBeInTheDocument();
  });

  it('lists the card’s authorized redeemers, adds one and removes one', async () => {
    const { container, fakes } = member();
    renderApp(container, '/account');
    const section = await screen.findByRole('region', { name: 'Authorized redeemers' });
    const list = await within(section).findByRole('list', { name: 'Who can redeem on this card' });
    expect(within(list).getByText('Jordan Martin')).toBeInTheDocument();
    expect(within(list).getByText('Spouse')).toBeInTheDocument();

    fireEvent.change(within(section).getByRole('textbox', { name: 'First name' }), { target: { value: 'Sam' } });
    fireEvent.change(within(section).getByRole('textbox', { name: 'Last name' }), { target: { value: 'Martin' } });
    fireEvent.change(within(section).getByRole('textbox', { name: 'Email' }), { target: { value: 'sam@example.com' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add the redeemer' }));
    expect(await within(section).findByText('Relation to you is required')).toBeInTheDocument();
    fireEvent.change(within(section).getByRole('combobox', { name: 'Relation to you' }), { target: { value: 'child' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add the redeemer' }));
    expect(await within(list).findByText('Sam Martin')).toBeInTheDocument();
    expect(fakes.redeemers.addRequests).toEqual([
      {
        accountId: 101,
        redeemer: { firstName: 'Sam', lastName: 'Martin', email: 'sam@example.com', relationCode: 'child' },
        locale: 'en-CA',
      },
    ]);

    fireEvent.click(within(list).getByRole('button', { name: 'Remove Jordan Martin as an authorized redeemer' }));
    await waitFor(() => expect(within(list).queryByText('Jordan Martin')).not.toBeInTheDocument());
    expect(await screen.findByText('Jordan Martin can no longer redeem the points of this card.')).toBeInTheDocument();
  });

  it('shows a read-only admin the write controls disabled and why', async () => {
    const { container } = chromeScenario('login-as');
    renderApp(container, '/account');
    const section = await screen.findByRole('region', { name: 'Authorized redeemers' });
    expect(await within(section).findByRole('button', { name: 'Add the redeemer' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toBeDisabled();
  });

  it('links to the other account screens', async () => {
    const { container } = member();
    renderApp(container, '/fr/account');
    const links = await screen.findByRole('region', { name: 'Ailleurs dans votre compte' });
    expect(within(links).getByRole('link', { name: 'Vos adresses' })).toHaveAttribute('href', '/fr/account/address');
    expect(within(links).getByRole('link', { name: 'Changer votre mot de passe' })).toHaveAttribute('href', '/fr/account/reset-password');
  });

  it('signs out everywhere after a confirmation, and goes where sign-out goes', async () => {
    const { container, fakes } = member();
    renderApp(container, '/account');
    const section = await screen.findByRole('region', { name: 'Signed-in devices' });
    fireEvent.click(within(section).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    // Staying signed in is the first choice: nothing is sent until the member confirms.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign out everywhere?' })).not.toBeInTheDocument());
    expect(fakes.auth.callsTo('logoutEverywhere')).toBe(0);

    fireEvent.click(within(section).getByRole('button', { name: 'Sign out everywhere' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, sign out everywhere' }));
    await waitFor(() => expect(fakes.pageNavigator.assigned).toEqual(['/sandbox/programme-home?signed_out=1']));
    expect(fakes.auth.callsTo('logoutEverywhere')).toBe(1);
    expect(fakes.auth.callsTo('logout')).toBe(0);
    expect(fakes.sessionStorage.stored).toBeNull();
  });

  it('in French, says so and keeps the member signed in when the API cannot sign them out everywhere', async () => {
    const { container, fakes } = member();
    fakes.auth.logoutEverywhereResult = { ok: false, reason: 'unavailable', detail: 'fake unavailable' };
    renderApp(container, '/fr/account');
    const section = await screen.findByRole('region', { name: 'Appareils connectés' });
    fireEvent.click(within(section).getByRole('button', { name: 'Me déconnecter partout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vous déconnecter partout\u202f?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, me déconnecter partout' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Nous n’avons pas pu vous déconnecter partout.');
    expect(fakes.sessionStorage.stored).not.toBeNull();
    expect(fakes.pageNavigator.assigned).toEqual([]);
  });
});
