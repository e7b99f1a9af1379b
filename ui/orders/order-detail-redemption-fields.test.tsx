import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiOrder, apiOrderItem } from '../../tests/fakes/api-fixtures';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { factValue } from '../../tests/fakes/fact-value';
import { renderApp } from '../../tests/fakes/render-app';

const NBSP = '\u00a0';

const noDestination = {
  airline: null,
  flyer_number: null,
  miles: null,
  account_last_four: null,
  cashed_status: null,
  cashed_at: null,
  rewards_reference_number: null,
};

type OrderItem = ReturnType<typeof apiOrderItem>;

/** An item that sends points out of the programme: no product page, nothing to deliver, nothing to cancel. */
function redemptionItem(id: number, productType: OrderItem['product_type'], name: string, redemption: Partial<NonNullable<OrderItem['redemption']>>) {
  return apiOrderItem(id, {
    product_type: productType,
    sale_channel: { code: 'EPBC' },
    product: { id: null, slug: null, name, image: null },
    can_cancel: false,
    cancellable_until: null,
    delivery: { key: 'delivery.none', by: null },
    redemption: { ...noDestination, ...redemption },
  });
}

/** One order of each kind that sends points out, and a split-pay order with a billing address (spec §3 display fields). */
const milesOrder = apiOrder(21, {
  reference_identifier: 'DEMO-ELITE-0005',
  order_items: [
    redemptionItem(211, 'miles_transfer', 'Rewards for Miles: 8,000 Aurora Air miles', {
      airline: 'Aurora Air',
      flyer_number: '•••••6789',
      miles: 8_000,
      rewards_reference_number: 'RW260301-MILES001',
    }),
  ],
});
const cashBackOrder = apiOrder(22, {
  reference_identifier: 'DEMO-ELITE-0006',
  order_items: [
    redemptionItem(221, 'cash_back', 'Statement credit: $50.00', {
      account_last_four: '4821',
      cashed_status: 'cashed',
      cashed_at: '2026-02-03T14:05:09.000Z',
      rewards_reference_number: 'RW260201-CASH0001',
    }),
    redemptionItem(222, 'direct_deposit', 'Direct deposit: $25.00', {
      account_last_four: '1234',
      cashed_status: 'not_cashed',
      rewards_reference_number: 'RW260201-DEPO0001',
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

/** Opens the order detail at `path` for a member who holds the three orders, once its heading `title` shows. */
async function openOrder(path: string, title: string) {
  const { container, fakes } = chromeScenario('member');
  fakes.orders.withOrder(milesOrder).withOrder(cashBackOrder).withOrder(splitPayOrder);
  const view = renderApp(container, path);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

const item = (name: string, list: string) => within(screen.getByRole('list', { name: list })).getByRole('listitem', { name });

/** Checks what each term of `scope` says, for the terms `expected` names (null: no such term); one comparison shows every difference. */
function expectFacts(scope: HTMLElement, expected: Record<string, string | null>) {
  expect(Object.fromEntries(Object.keys(expected).map((label) => [label, factValue(scope, label)]))).toEqual(expected);
}

describe('order detail: what each redemption went to (spec §3 display fields)', () => {
  it.each([
    {
      what: 'a miles transfer shows the airline, the flyer number and the rewards reference number, in English and in French',
      order: 21,
      reference: 'DEMO-ELITE-0005',
      english: {
        'Rewards for Miles: 8,000 Aurora Air miles': {
          Airline: 'Aurora Air',
          'Frequent flyer number': '•••••6789',
          'Rewards reference number': 'RW260301-MILES001',
          // Miles are not cashed by a bank: neither field shows.
          'Cashed status': null,
          Account: null,
        },
      },
      french: {
        'Rewards for Miles: 8,000 Aurora Air miles': {
          'Transporteur aérien': 'Aurora Air',
          'Numéro de grand voyageur': '•••••6789',
          'Numéro de référence des récompenses': 'RW260301-MILES001',
        },
      },
    },
    {
      what: 'cash back and a direct deposit show the account’s last four digits and the cashed status, with the date once cashed (fr-CA formats)',
      order: 22,
      reference: 'DEMO-ELITE-0006',
      english: {
        'Statement credit: $50.00': {
          Account: 'Account ending in 4821',
          'Cashed status': 'Cashed',
          'Cashed on': '2026-02-03 02:05:09 PM',
          'Rewards reference number': 'RW260201-CASH0001',
        },
        'Direct deposit: $25.00': { Account: 'Account ending in 1234', 'Cashed status': 'Not cashed yet', 'Cashed on': null, Airline: null },
      },
      french: {
        'Statement credit: $50.00': {
          Compte: 'Compte se terminant par 4821',
          'État de l’encaissement': 'Encaissé',
          'Encaissé le': '3\u00a0février\u00a02026 à 14\u00a0h\u00a005\u00a0min\u00a009\u00a0s',
        },
        'Direct deposit: $25.00': { 'État de l’encaissement': 'Pas encore encaissé' },
      },
    },
  ])('$what', async ({ order, reference, english, french }) => {
    const view = await openOrder(`/account/order-details/${order}`, `Order ${reference}`);
    for (const [name, facts] of Object.entries(english)) expectFacts(item(name, 'Items'), facts);
    view.unmount();

    await openOrder(`/fr/account/order-details/${order}`, `Commande ${reference}`);
    for (const [name, facts] of Object.entries(french)) expectFacts(item(name, 'Articles'), facts);
  });

  it('a card payment shows its billing address under Payment, in both languages', async () => {
    const english = await openOrder('/account/order-details/23', 'Order DEMO-SPLIT-0001');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(factValue(payment, 'Charged to card •••• 0008')).toBe(`$19.80`);
    const billing = within(payment).getByText('Billing address', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(billing).getByText('455 Rue Saint-Denis')).toBeInTheDocument();
    expect(within(billing).getByText('App. 3')).toBeInTheDocument();
    expect(within(billing).getByText('Montréal QC H2X 3K5')).toBeInTheDocument();
    english.unmount();

    await openOrder('/fr/account/order-details/23', 'Commande DEMO-SPLIT-0001');
    const paiement = screen.getByRole('region', { name: 'Paiement' });
    expect(factValue(paiement, 'Porté à la carte •••• 0008')).toBe(`19,80${NBSP}$`);
    expect(factValue(paiement, 'Adresse de facturation')).toContain('455 Rue Saint-Denis');
  });
});
