import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { aLedgerEntry } from '../../tests/fakes/fake-points-statement-gateway';
import { renderApp } from '../../tests/fakes/render-app';

const DAY_MS = 86_400_000;

function withLedger() {
  const scenario = chromeScenario('member');
  const now = scenario.fakes.clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  scenario.fakes.pointsStatements.ledgers.set(101, [
    aLedgerEntry(1, 150_000, new Date(monthStart.getTime() - 60 * DAY_MS), { detail: 'Maple Leaf Grocers' }),
    aLedgerEntry(2, -12_000, new Date(monthStart.getTime() - 20 * DAY_MS), {
      reason: 'miles_transfer',
      reference: 'DEMO-ELITE-0005',
      partner: 'Aeroplan',
      postsAt: new Date(monthStart.getTime() - 13 * DAY_MS),
    }),
    aLedgerEntry(3, -25_000, monthStart, { reference: 'DEMO-ELITE-0001' }),
    aLedgerEntry(4, 2_400, new Date(now.getTime() - 1000), { reason: 'travel_credit', reference: 'T-1', postsAt: new Date(now.getTime() + 3 * DAY_MS) }),
  ]);
  return { ...scenario, now };
}

const entryRows = () => within(screen.getByRole('table', { name: /^Points statement for/ })).getAllByRole('row').slice(1);

describe('Points statement page (issue 26 item 5)', () => {
  it('shows the month’s entries in words, posted with a running balance, then the pending credit', async () => {
    const { container } = withLedger();
    renderApp(container, '/account/points-statement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Points statement' })).toBeInTheDocument();
    await screen.findByRole('table', { name: /^Points statement for/ });
    expect(entryRows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Order DEMO-ELITE-0001',
      'Elite travel credit, booking T-1',
    ]);
    expect(entryRows()[0]).toHaveTextContent('-25,000');
    expect(entryRows()[0]).toHaveTextContent('Posted');
    expect(entryRows()[0]).toHaveTextContent('113,000');
    expect(entryRows()[1]).toHaveTextContent('+2,400');
    expect(entryRows()[1]).toHaveTextContent(/Pending, posts on \d{4}-\d{2}-\d{2}/);
    expect(entryRows()[1]).toHaveTextContent('Not yet counted');
    expect(screen.getByTestId('opening')).toHaveTextContent('138,000 pts');
    expect(screen.getByTestId('closing')).toHaveTextContent('113,000 pts');
    expect(screen.getByTestId('pending')).toHaveTextContent('2,400 pts');
    expect(screen.getByTestId('card-balance')).toHaveTextContent('115,400 pts');
  });

  it('has the twelve months as a table for screen readers, shown on demand', async () => {
    const { container } = withLedger();
    renderApp(container, '/account/points-statement');
    const table = await screen.findByRole('table', { name: 'Balance, points earned and points redeemed per month' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const toggle = screen.getByRole('button', { name: 'Show the chart as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the chart’s table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('picks another month through the address, and offers the month’s files and printing', async () => {
    const { container, fakes, now } = withLedger();
    const { router } = renderApp(container, '/account/points-statement');
    await screen.findByRole('table', { name: /^Points statement for/ });
    const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: previous } });
    await waitFor(() => expect(router.state.location.search).toBe(`?month=${previous}`));
    await waitFor(() => expect(entryRows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Transfer to Aeroplan, order DEMO-ELITE-0005']));
    expect(fakes.pointsStatements.requests.at(-1)).toMatchObject({ accountId: 101, month: previous, locale: 'en-CA' });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/fake/points-statement/101.csv?month=${previous}&locale=en-CA`);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/fake/points-statement/101.pdf?month=${previous}&locale=en-CA`);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says so when the card is one the member only redeems on', async () => {
    const scenario = withLedger();
    scenario.fakes.pointsStatements.redeemerOnly.add(101);
    renderApp(scenario.container, '/account/points-statement');
    expect(await screen.findByText('Only the primary cardholder can see this card’s points statement.')).toBeInTheDocument();
  });

  it('reads in French', async () => {
    const { container } = withLedger();
    renderApp(container, '/fr/account/points-statement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Relevé de points' })).toBeInTheDocument();
    await screen.findByRole('table', { name: /^Relevé de points de/ });
    const rows = within(screen.getByRole('table', { name: /^Relevé de points de/ })).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Commande DEMO-ELITE-0001');
    expect(rows[0]!.textContent).toContain('113\u00a0000');
    expect(screen.getByRole('link', { name: 'Télécharger en CSV' })).toBeInTheDocument();
  });
});
