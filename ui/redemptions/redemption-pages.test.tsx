import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { aPurchase } from '../../tests/fakes/fake-pay-with-rewards-gateway';
import { renderApp } from '../../tests/fakes/render-app';

const NBSP = '\u00a0';

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Opens the redemption page at `path` for a member, once its heading `title` shows; gives back the fakes. */
async function openPage(path: string, title: string) {
  const { container, fakes } = chromeScenario('member');
  renderApp(container, path);
  await screen.findByRole('heading', { level: 1, name: title });
  return fakes;
}

/** Ticks the programme-rules and final-sale boxes and presses Redeem, in English or, with `french`, in French. */
function consentAndRedeem(french = false) {
  fireEvent.click(screen.getByRole('checkbox', { name: french ? /règles du programme/ : /programme rules/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: french ? /définitif/ : /final/ }));
  fireEvent.click(screen.getByRole('button', { name: french ? 'Échanger' : 'Redeem' }));
}

describe('Direct deposit and cash back (spec §2 /direct-deposit, /redeem/:group, §5)', () => {
  it('shows the live dollar value, the four amount messages’ minimum and the last-four-digits rule before sending anything', async () => {
    const fakes = await openPage('/direct-deposit', 'Direct deposit');
    type(/Amount in/, '3,000');
    expect(screen.getByText('Worth $30.00')).toBeInTheDocument();
    type(/Amount in/, '2499');
    type(/Last four digits/, '48a');
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(/Redemption amount must be equal to or more than 2,500/)).toBeInTheDocument();
    expect(screen.getByText('Enter the last four digits of your 9-digit account number')).toBeInTheDocument();
    expect(screen.getAllByText('Please tick this box to continue.')).toHaveLength(2);
    expect(fakes.redemptions.redeemRequests).toEqual([]);
  });

  it('refuses an amount above the pooled balance with the danger notice instead of sending', async () => {
    const fakes = await openPage('/direct-deposit', 'Direct deposit');
    type(/Amount in/, '200000');
    type(/Last four digits/, '4821');
    consentAndRedeem();
    expect(await screen.findByText('Not enough points')).toBeInTheDocument();
    expect(fakes.redemptions.redeemRequests).toEqual([]);
  });

  it('holds cash back to 2,500 points even when the product is set up with less, in both languages, sending nothing', async () => {
    const { container, fakes } = chromeScenario('member');
    const [cashBack] = fakes.redemptions.groups.get('cash-back')!;
    fakes.redemptions.groups.set('cash-back', [{ ...cashBack!, minPoints: 100 }]);
    const view = renderApp(container, '/redeem/cash-back');
    await screen.findByRole('heading', { level: 1, name: 'Cash back' });
    type(/Amount in/, '2,499');
    consentAndRedeem();
    expect(await screen.findByText(/Redemption amount must be equal to or more than 2,500/)).toBeInTheDocument();
    expect(fakes.redemptions.redeemRequests).toEqual([]);
    view.unmount();

    renderApp(container, '/fr/redeem/cash-back');
    await screen.findByRole('heading', { level: 1, name: 'Remise en argent' });
    type(/Montant en/, '2 499');
    fireEvent.click(screen.getByRole('button', { name: 'Échanger' }));
    expect(await screen.findByText(/Le montant de l’échange doit être égal ou supérieur à 2\s500/)).toBeInTheDocument();
    expect(fakes.redemptions.redeemRequests).toEqual([]);
  });

  it('redeems cash back in French and confirms with the number, the points and the amount', async () => {
    const fakes = await openPage('/fr/redeem/cash-back', 'Remise en argent');
    type(/Montant en/, '5 000');
    consentAndRedeem(true);
    const confirmation = await screen.findByRole('heading', { name: 'Votre échange est confirmé' });
    expect(confirmation).toHaveFocus();
    expect(screen.getByText('R260101-FAKE0001')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Montant50,00 $');
    expect(fakes.redemptions.redeemRequests).toEqual([
      expect.objectContaining({ accountId: 101, points: 5_000, locale: 'fr-CA', fields: [] }),
    ]);
  });
});

describe('Rewards for Miles (spec §2 /travel-miles, §5, §6)', () => {
  it('lists the airline partners, and a card other than Elite or Premier World is told why it cannot transfer', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/travel-miles');
    const partners = await screen.findByRole('list', { name: 'Airline partners' });
    expect(within(partners).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Not available for this card')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book travel' })).toBeInTheDocument();
  });

  it('transfers to a partner with a valid account number and says the miles', async () => {
    const fakes = await openPage('/travel-miles/redeem/aurora-air', 'Transfer your points to Aurora Air');
    type(/Amount in/, '1');
    type(/Aurora Air account number/, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('The transfer must be more than 1 point')).toBeInTheDocument();
    expect(screen.getByText('Invalid Aurora Air account number')).toBeInTheDocument();
    type(/Amount in/, '10000');
    expect(screen.getByText('You get 8,000 Aurora Air miles')).toBeInTheDocument();
    type(/Aurora Air account number/, '123456789');
    consentAndRedeem();
    expect(await screen.findByRole('heading', { name: 'Your redemption is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('8,000')).toBeInTheDocument();
    expect(fakes.redemptions.redeemRequests[0]).toMatchObject({ productId: 3, points: 10_000, fields: [{ id: 30, value: '123456789' }] });
  });

  it('confirms a trip the travel partner sent back: shows it in points, books it once with the partner’s attempt id, in French', async () => {
    const { container, fakes } = chromeScenario('member');
    renderApp(container, '/fr/travel-miles?travel_offer=hotel-quebec&attempt=attempt-0042');
    const panel = await screen.findByRole('region', { name: 'Confirmez votre voyage' });
    expect(await within(panel).findByText('Hotel in Québec City, 2 nights')).toBeInTheDocument();
    expect(within(panel).getByText('Vous avez choisi ce voyage chez Voyages Démo. Il est payé avec les points de votre carte active.')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Réserver avec 24\u00a0000\u00a0pts' }));
    expect(await within(panel).findByText('Votre voyage est réservé')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Voir vos itinéraires' })).toHaveAttribute('href', '/fr/account/my-itinerary');
    expect(fakes.redemptions.travelCheckouts).toEqual([{ accountId: 101, offerCode: 'hotel-quebec', idempotencyKey: 'attempt-0042' }]);
  });

  it('tells a card short of points why the trip cannot be booked, and offers no button', async () => {
    const { container, fakes } = chromeScenario('member');
    fakes.redemptions.balances.set(101, 1_000);
    renderApp(container, '/travel-miles?travel_offer=flight-yul-yvr&attempt=attempt-0043');
    const panel = await screen.findByRole('region', { name: 'Confirm your trip' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Not enough points');
    expect(within(panel).queryByRole('button', { name: /Book with/ })).toBeNull();
  });

  it('opens the travel partner with the token and shows the loading travel screen', async () => {
    const { container, fakes } = chromeScenario('member');
    renderApp(container, '/fr/travel-miles');
    fireEvent.click(await screen.findByRole('button', { name: 'Réserver un voyage' }));
    await waitFor(() =>
      expect(fakes.pageNavigator.assigned).toEqual(['/sandbox/travel-partner/authenticate?token=travel-token-101&lang=fr']),
    );
    expect(screen.getByText('Chargement du voyage…')).toBeInTheDocument();
  });

  it('sends a member without a usable card to sign in instead of booking travel, and the sign-in page says why', async () => {
    const { container, fakes } = chromeScenario('member', { accounts: new FakeAccountGateway([]) });
    renderApp(container, '/travel-miles');
    fireEvent.click(await screen.findByRole('button', { name: 'Book travel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to your rewards' })).toBeInTheDocument();
    expect(screen.getByText(/The card you are signed in with cannot be used to redeem points/)).toBeInTheDocument();
    expect(fakes.pageNavigator.assigned).toEqual([]);
  });

  it('en français : sans carte utilisable, les forfaits vacances mènent à la connexion', async () => {
    const { container } = chromeScenario('member', { accounts: new FakeAccountGateway([]) });
    renderApp(container, '/fr/travel-miles');
    fireEvent.click(await screen.findByRole('button', { name: 'Forfaits vacances' }));
    expect(await screen.findByText(/La carte avec laquelle vous êtes connecté ne permet pas d’échanger des points/)).toBeInTheDocument();
  });
});

describe('Pay with Rewards (spec §2, §4, §5, §8)', () => {
  function shopper() {
    const scenario = chromeScenario('member');
    const now = scenario.fakes.clock.now();
    scenario.fakes.payWithRewards.purchases.set(101, [
      aPurchase(1, now, 3, { referenceIdentifier: 'CT-1', description: 'Maple Leaf Grocers', amountCents: 12_650 }),
      aPurchase(2, now, 5, { referenceIdentifier: 'CT-2', description: 'Tim Hortons', amountCents: 1_450 }),
      aPurchase(3, now, 6, {
        referenceIdentifier: 'CT-3',
        description: 'Indigo',
        amountCents: 3_000,
        redeemed: { points: 3_000, cashCents: 3_000, at: now },
      }),
    ]);
    return scenario;
  }

  it('shows the last 7 days’ eligible purchases by default, each row with its state, and the redeemed view with cash and points', async () => {
    const { container } = shopper();
    renderApp(container, '/pay-with-rewards');
    expect(await screen.findByRole('button', { name: 'Redeem Maple Leaf Grocers, $126.50' })).toBeInTheDocument();
    const small = screen.getByRole('row', { name: /Tim Hortons/ });
    expect(small).toHaveTextContent('IneligibleUnder $25');
    expect(screen.getByLabelText('Date range')).toHaveValue('7');
    fireEvent.click(screen.getByRole('radio', { name: 'Redeemed' }));
    expect(await screen.findByText('Redeemed: $30.00 for 3,000 pts')).toBeInTheDocument();
  });

  it('redeems an amount between $25 and the purchase, then the row is Redeemed', async () => {
    const { container, fakes } = shopper();
    renderApp(container, '/pay-with-rewards');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem Maple Leaf Grocers, $126.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Rewards' });
    fireEvent.change(within(dialog).getByLabelText(/Amount to pay back/), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay with points' }));
    expect(await within(dialog).findByText('The amount must be $25.00 or more')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Amount to pay back/), { target: { value: '50' } });
    expect(within(dialog).getByText('Costs 5,000 pts')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay with points' }));
    expect(await screen.findByText('Purchase paid with rewards')).toBeInTheDocument();
    expect(fakes.payWithRewards.redeemRequests).toEqual([expect.objectContaining({ referenceIdentifier: 'CT-1', cents: 5_000 })]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Redeem Maple Leaf Grocers, $126.50' })).not.toBeInTheDocument());
  });

  it('reads 1,250.00 as written: above the purchase, not "required"', async () => {
    const { container } = shopper();
    renderApp(container, '/pay-with-rewards');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem Maple Leaf Grocers, $126.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Rewards' });
    expect(within(dialog).getByLabelText(/Amount to pay back/)).toHaveValue('126.50');
    fireEvent.change(within(dialog).getByLabelText(/Amount to pay back/), { target: { value: '1,250.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay with points' }));
    expect(await within(dialog).findByText('The amount must be at most the purchase, $126.50')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Amount to pay back/), { target: { value: '25,50' } });
    expect(within(dialog).getByText('Enter the amount in dollars, for example 1,250.00')).toBeInTheDocument();
  });

  it('en français : lit 1 250,00 tel qu’écrit et montre le refus du serveur en français', async () => {
    const { container, fakes } = shopper();
    renderApp(container, '/fr/pay-with-rewards');
    fireEvent.click(await screen.findByRole('button', { name: `Échanger Maple Leaf Grocers, 126,50${NBSP}$` }));
    const dialog = await screen.findByRole('dialog', { name: 'Payer avec des récompenses' });
    const amount = within(dialog).getByLabelText(/Montant à rembourser/);
    expect(amount).toHaveValue('126,50');
    fireEvent.change(amount, { target: { value: `1 250,00` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Payer avec des points' }));
    // Text queries read a no-break space as a plain one.
    expect(await within(dialog).findByText('Le montant ne peut pas dépasser l’achat, soit 126,50 $')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: `1\u202f00,00` } });
    expect(within(dialog).getByText('Entrez le montant en dollars, par exemple 1 250,00')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '50,00' } });
    fakes.payWithRewards.failure = { reason: 'not-redeemable', refusal: 'already-redeemed' };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Payer avec des points' }));
    const notices = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(notices).findByText('Cet achat a déjà été payé avec des récompenses.')).toBeInTheDocument();
  });
});

describe('Financial rewards (spec §7 financial redemption with verification)', () => {
  it('verifies the account with the partner, then redeems into it', async () => {
    const { container, fakes } = chromeScenario('member');
    fakes.catalogue.withProduct(
      aProductDetail({
        id: 900,
        slug: 'mortgage-prepayment',
        name: 'Mortgage Prepayment',
        type: 'financial_reward',
        catalogue: 'financial-rewards',
        hideAddToCart: true,
      }),
    );
    renderApp(container, '/financial-rewards/redeem/mortgage-prepayment');
    await screen.findByRole('heading', { level: 1, name: 'Redeem: Mortgage Prepayment' });
    type(/Account number/, '1230000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(await screen.findByText('The partner could not verify this account. Please check the number.')).toBeInTheDocument();
    type(/Account number/, '1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(await screen.findByText('Verified: •••4567')).toBeInTheDocument();
    type(/Amount in/, '5000');
    consentAndRedeem();
    expect(await screen.findByRole('heading', { name: 'Your redemption is confirmed' })).toBeInTheDocument();
    expect(fakes.redemptions.financialRequests).toEqual([
      expect.objectContaining({ productId: 900, points: 5_000, accountNumber: '1234567', verificationId: 1 }),
    ]);
  });

  it('says when there is no such reward', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/financial-rewards/redeem/unknown-reward');
    expect(await screen.findByText('We could not find this financial reward.')).toBeInTheDocument();
  });
});
