import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiOrder, apiOrderItem } from '../../tests/fakes/api-fixtures';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { factValue } from '../../tests/fakes/fact-value';
import { renderApp } from '../../tests/fakes/render-app';

const NBSP = '\u00a0';

const noDestination = { airline: null, flyer_number: null, miles: null, account_last_four: null, cashed_status: null, cashed_at: null };

/** One order of each kind that sends points out, and a split-pay order with a billing address (spec §3 display fields). */
const milesOrder = apiOrder(21, {
  reference_identifier: 'DEMO-ELITE-0005',
  order_items: [
    apiOrderItem(211, {
      product_type: 'miles_transfer',
      sale_channel: { code: 'EPBC' },
      product: { id: null, slug: null, name: 'Rewards for Miles: 8,000 Aurora Air miles', image: null },
      can_cancel: false,
      cancellable_until: null,
      delivery: { key: 'delivery.none', by: null },
      redemption: { ...noDestination, airline: 'Aurora Air', flyer_number: '•••••6789', miles: 8_000, rewards_reference_number: 'RW260301-MILES001' },
    }),
  ],
});
const cashBackOrder = apiOrder(22, {
  reference_identifier: 'DEMO-ELITE-0006',
  order_items: [
    apiOrderItem(221, {
      product_type: 'cash_back',
      sale_channel: { code: 'EPBC' },
      product: { id: null, slug: null, name: 'Statement credit: $50.00', image: null },
      can_cancel: false,
      cancellable_until: null,
      delivery: { key: 'delivery.none', by: null },
      redemption: {
        ...noDestination,
        account_last_four: '4821',
        cashed_status: 'cashed',
        cashed_at: '2026-02-03T14:05:09.000Z',
        rewards_reference_number: 'RW260201-CASH0001',
      },
    }),
    apiOrderItem(222, {
      product_type: 'direct_deposit',
      sale_channel: { code: 'EPBC' },
      product: { id: null, slug: null, name: 'Direct deposit: $25.00', image: null },
      can_cancel: false,
      cancellable_until: null,
      delivery: { key: 'delivery.none', by: null },
      redemption: { ...noDestination, account_last_four: '1234', cashed_status: 'not_cashed', rewards_reference_number: 'RW260201-DEPO0001' },
    }),
  ],
});
const splitPayOrder = apiOrder(23, {
  reference_identifier: 'DEMO-SPLIT-0001',
  cash_paid: { amount: 19.8, amount_cents: 1_980, currency_code: 'CAD' },
  payment_transactions: [
    {
      id: 9,
      kind: 'charge',
      amount: { amount: 19.8, amount_cents: 1_980, currency_code: 'CAD' },
      currency: 'CAD',
      masked_card_number: '•••• 0008',
      billing_address: { address1: '455 Rue Saint-Denis', address2: 'App. 3', city: 'Montréal', region_code: 'QC', postal_code: 'H2X 3K5', country: 'CA' },
      created_at: '2026-03-01T11:00:01.000Z',
    },
  ],
});

function scenario() {
  const chrome = chromeScenario('member');
  chrome.fakes.orders.withOrder(milesOrder).withOrder(cashBackOrder).withOrder(splitPayOrder);
  return chrome;
}

const item = (name: string, list: string) => within(screen.getByRole('list', { name: list })).getByRole('listitem', { name });

describe('order detail: what each redemption went to (spec §3 display fields)', () => {
  it('a miles transfer shows the airline, the flyer number and the rewards reference number, in English and in French', async () => {
    const english = scenario();
    const first = renderApp(english.container, '/account/order-details/21');
    await screen.findByRole('heading', { level: 1, name: 'Order DEMO-ELITE-0005' });
    const miles = item('Rewards for Miles: 8,000 Aurora Air miles', 'Items');
    expect(factValue(miles, 'Airline')).toBe('Aurora Air');
    expect(factValue(miles, 'Frequent flyer number')).toBe('•••••6789');
    expect(factValue(miles, 'Rewards reference number')).toBe('RW260301-MILES001');
    // Miles are not cashed by a bank: neither field shows.
    expect(factValue(miles, 'Cashed status')).toBeNull();
    expect(factValue(miles, 'Account')).toBeNull();
    first.unmount();

    const french = scenario();
    renderApp(french.container, '/fr/account/order-details/21');
    await screen.findByRole('heading', { level: 1, name: 'Commande DEMO-ELITE-0005' });
    const milles = item('Rewards for Miles: 8,000 Aurora Air miles', 'Articles');
    expect(factValue(milles, 'Transporteur aérien')).toBe('Aurora Air');
    expect(factValue(milles, 'Numéro de grand voyageur')).toBe('•••••6789');
    expect(factValue(milles, 'Numéro de référence des récompenses')).toBe('RW260301-MILES001');
  });

  it('cash back and a direct deposit show the account’s last four digits and the cashed status, with the date once cashed (fr-CA formats)', async () => {
    const english = scenario();
    const first = renderApp(english.container, '/account/order-details/22');
    await screen.findByRole('heading', { level: 1, name: 'Order DEMO-ELITE-0006' });
    const credit = item('Statement credit: $50.00', 'Items');
    expect(factValue(credit, 'Account')).toBe('Account ending in 4821');
    expect(factValue(credit, 'Cashed status')).toBe('Cashed');
    expect(factValue(credit, 'Cashed on')).toBe('2026-02-03 02:05:09 PM');
    expect(factValue(credit, 'Rewards reference number')).toBe('RW260201-CASH0001');
    const deposit = item('Direct deposit: $25.00', 'Items');
    expect(factValue(deposit, 'Account')).toBe('Account ending in 1234');
    expect(factValue(deposit, 'Cashed status')).toBe('Not cashed yet');
    expect(factValue(deposit, 'Cashed on')).toBeNull();
    expect(factValue(deposit, 'Airline')).toBeNull();
    first.unmount();

    const french = scenario();
    renderApp(french.container, '/fr/account/order-details/22');
    await screen.findByRole('heading', { level: 1, name: 'Commande DEMO-ELITE-0006' });
    const credit_ = item('Statement credit: $50.00', 'Articles');
    expect(factValue(credit_, 'Compte')).toBe('Compte se terminant par 4821');
    expect(factValue(credit_, 'État de l’encaissement')).toBe('Encaissé');
    expect(factValue(credit_, 'Encaissé le')).toBe('3\u00a0février\u00a02026 à 14\u00a0h\u00a005\u00a0min\u00a009\u00a0s');
    expect(factValue(item('Direct deposit: $25.00', 'Articles'), 'État de l’encaissement')).toBe('Pas encore encaissé');
  });

  it('a card payment shows its billing address under Payment, in both languages', async () => {
    const english = scenario();
    const first = renderApp(english.container, '/account/order-details/23');
    await screen.findByRole('heading', { level: 1, name: 'Order DEMO-SPLIT-0001' });
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(factValue(payment, 'Charged to card •••• 0008')).toBe(`$19.80`);
    const billing = within(payment).getByText('Billing address', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(billing).getByText('455 Rue Saint-Denis')).toBeInTheDocument();
    expect(within(billing).getByText('App. 3')).toBeInTheDocument();
    expect(within(billing).getByText('Montréal QC H2X 3K5')).toBeInTheDocument();
    first.unmount();

    const french = scenario();
    renderApp(french.container, '/fr/account/order-details/23');
    await screen.findByRole('heading', { level: 1, name: 'Commande DEMO-SPLIT-0001' });
    const paiement = screen.getByRole('region', { name: 'Paiement' });
    expect(factValue(paiement, 'Porté à la carte •••• 0008')).toBe(`19,80${NBSP}$`);
    expect(factValue(paiement, 'Adresse de facturation')).toContain('455 Rue Saint-Denis');
  });
});
