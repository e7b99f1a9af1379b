import { capability } from '../di/capabilities';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID } from '../../tests/fakes/account-fixtures';
import { alexSignedIn } from '../../tests/fakes/alex-signed-in';
import { renderApp } from '../../tests/fakes/render-app';

async function warnedOn(path: string, secondsLeft = 120) {
  const app = alexSignedIn();
  app.fakes.auth.signedInMemberId = ALEX_MEMBER_ID;
  const view = renderApp(app.container, path);
  await screen.findByRole('heading', { level: 1 });
  const warnings = capability(app.container, 'session').idleWarningStore;
  act(() => warnings.warn({ secondsLeft }));
  return { ...view, ...app, warnings };
}

describe('Idle warning dialog (WCAG 2.2.1)', () => {
  it('says the member will be signed out and how long is left, with "Stay signed in" focused', async () => {
    const { warnings } = await warnedOn('/account');
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent('For your security, you will be signed out after 15 minutes without activity.');
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Time left: 2 min 0 s');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
    act(() => warnings.warn({ secondsLeft: 61 }));
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Time left: 1 min 1 s');
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    act(() => warnings.warn({ secondsLeft: 60 }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('You will be signed out in 60 seconds.');
    act(() => warnings.warn({ secondsLeft: 45 }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('You will be signed out in 60 seconds.');
    act(() => warnings.warn({ secondsLeft: 30 }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('You will be signed out in 30 seconds.');
  });

  it('"Stay signed in" closes it and extends the session at the server', async () => {
    const { fakes } = await warnedOn('/account');
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    const before = fakes.sessionStorage.stored;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).toBeNull());
    expect(fakes.auth.callsTo('refresh')).toBe(1);
    await waitFor(() => expect(fakes.sessionStorage.stored).not.toBe(before));
  });

  it('is in French under /fr', async () => {
    await warnedOn('/fr/account', 95);
    const dialog = await screen.findByRole('dialog', { name: 'Êtes-vous toujours là\u202f?' });
    expect(within(dialog).getByRole('timer').textContent).toBe('Temps restant\u00a0: 1\u00a0min 35\u00a0s');
    expect(within(dialog).getByRole('button', { name: 'Rester connecté' })).toBeVisible();
  });
});
