import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aTransaction, anAnnualFee } from '../../tests/fakes/fake-transaction-gateway';
import { renderApp } from '../../tests/fakes/render-app';

const DAY_MS = 86_400_000;

function withHistory() {
  const scenario = chromeScenario('member');
  const now = scenario.fakes.clock.now().getTime();
  scenario.fakes.transactions.transactions.set(101, [
    aTransaction('card-1', { postedAt: new Date(now - 3 * DAY_MS), description: 'Maple Leaf Grocers', reference: 'CT-1001-0001' }),
    anAnnualFee('card-7', new Date(now - 30 * DAY_MS), { reference: 'CT-1001-0007' }),
    anAnnualFee('card-8', new Date(now - 200 * DAY_MS), { reference: 'CT-1001-0008' }),
    aTransaction('ledger-5', {
      postedAt: new Date(now - 40 * DAY_MS),
      action: 'redeem',
      description: 'Order DEMO-ELITE-0005',
      amountCents: null,
      points: -12_000,
      cardTransactionId: null,
      reference: 'DEMO-ELITE-0005',
    }),
  ]);
  scenario.fakes.transactions.balances.set(101, 152_300);
  return scenario;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Transactions page (spec §2, §4, §9)', () => {
  it('lists the card’s transactions newest first, with amounts, points and the fee’s status', async () => {
    const { container } = withHistory();
    renderApp(container, '/account/transactions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your transactions' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(rows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Maple Leaf GrocersCT-1001-0001',
      'Annual fee: Elite cardCT-1001-0007',
      'Order DEMO-ELITE-0005DEMO-ELITE-0005',
    ]);
    expect(rows()[0]).toHaveTextContent('Purchase');
    expect(rows()[0]).toHaveTextContent('$126.50');
    expect(rows()[0]).toHaveTextContent('+253 pts');
    expect(rows()[2]).toHaveTextContent('-12,000 pts');
    expect(rows()[1]).toHaveTextContent('Redeemable');
    expect(rows()[1]).toHaveTextContent('Redeem by 2026-04-30');
    expect(screen.getByText('3 transactions')).toBeInTheDocument();
  });

  it('filters by date and opens the Annual Fee Eraser tab, both kept in the address', async () => {
    const { container, fakes } = withHistory();
    const { router } = renderApp(container, '/account/transactions');
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: '7' } });
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Annual Fee Eraser' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=redeemable&days=7'));
    expect(await screen.findByText('No transactions for these dates.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'all' } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toHaveTextContent('Expired');
    expect(fakes.transactions.listRequests.at(-1)).toMatchObject({ view: 'redeemable', dateFilter: 'all', page: 1 });
  });

  it('erases an annual fee after a confirmation, and says so with the points, cash, fee and currency', async () => {
    const { container, fakes } = withHistory();
    renderApp(container, '/account/transactions?view=redeemable');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem Annual fee: Elite card with points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your annual fee' });
    expect(dialog).toHaveTextContent('Redeem 15,000 pts to erase your Annual fee: Elite card of $150.00?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('You redeemed 15,000 pts (Points) for $150.00: Annual fee: Elite card.')).toBeInTheDocument();
    expect(fakes.transactions.eraserRequests).toEqual([
      { accountId: 101, cardTransactionId: 7, locale: 'en-CA', idempotencyKey: 'key-0001' },
    ]);
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Redeemed'));
    expect(within(screen.getByRole('region', { name: 'Your points and card' })).getByText(/137,300/)).toBeInTheDocument();
  });

  it('downloads the list as a CSV file in the page’s language', async () => {
    const { container, fakes } = withHistory();
    renderApp(container, '/fr/account/transactions?days=90');
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger (CSV)' }));
    await waitFor(() => expect(fakes.files.saved).toHaveLength(1));
    expect(fakes.transactions.downloadRequests).toEqual([{ accountId: 101, view: 'all', dateFilter: '90', locale: 'fr-CA' }]);
    expect(fakes.files.saved[0]!.content).toContain('Date de comptabilisation');
  });

  it('shows a read-only admin the eraser disabled', async () => {
    const scenario = chromeScenario('login-as');
    scenario.fakes.transactions.transactions.set(101, [anAnnualFee('card-7', new Date(scenario.fakes.clock.now().getTime() - DAY_MS))]);
    renderApp(scenario.container, '/account/transactions');
    expect(await screen.findByRole('button', { name: 'Redeem Annual fee: Elite card with points' })).toBeDisabled();
  });

  it('says when the transactions cannot be loaded, and loads them again on request', async () => {
    const { container, fakes } = withHistory();
    fakes.transactions.failure = { reason: 'unavailable' };
    renderApp(container, '/account/transactions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your transactions.');
    fakes.transactions.failure = null;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
