import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeScenario } from '../../tests/fakes/chrome-scenario';
import { renderApp } from '../../tests/fakes/render-app';

const password = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
const type = (name: string, value: string) => fireEvent.change(password(name), { target: { value } });

function submit(current: string, next: string, confirmation = next) {
  type('Current password', current);
  type('New password', next);
  type('Confirm the new password', confirmation);
  fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
}

describe('Change password page (spec §2, §5, §8)', () => {
  it('shows the password rule as a checklist that follows what is typed', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/account/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeInTheDocument();
    type('New password', 'voyage');
    const items = within(screen.getByText('Your new password needs:').parentElement!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '8 to 255 characters (to do)',
      'an uppercase letter (to do)',
      'a lowercase letter (done)',
      'a digit (to do)',
      'a special character, like # or ! (to do)',
    ]);
    expect(password('New password')).toHaveAccessibleDescription(/^From 8 to 255 characters, with an uppercase letter/);
  });

  it('changes the password and says so', async () => {
    const { container, fakes } = chromeScenario('member');
    renderApp(container, '/account/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    submit('Rewards#2026', 'Voyage#2027');
    expect(await screen.findByText('Use your new password the next time you sign in.')).toBeInTheDocument();
    expect(fakes.passwords.current).toBe('Voyage#2027');
    // The use case says so before it returns; the page empties its fields once it has returned (a render later).
    await waitFor(() => expect(password('New password')).toHaveValue(''));
  });

  it('says on its field that the current password is wrong (MEMBER_PASSWORD_OLD_INVALID)', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/account/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    submit('Wrong#2026', 'Voyage#2027');
    await waitFor(() => expect(password('Current password')).toHaveAccessibleDescription('The current password is not correct.'));
  });

  it('shows the password-used notification for a password used before, in French', async () => {
    const { container } = chromeScenario('member');
    renderApp(container, '/fr/account/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Changer votre mot de passe' });
    type('Mot de passe actuel', 'Rewards#2026');
    type('Nouveau mot de passe', 'Rewards#2026');
    type('Confirmer le nouveau mot de passe', 'Rewards#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Mot de passe déjà utilisé');
  });

  it('sends nothing when the new password breaks the rule, or the confirmation differs', async () => {
    const { container, fakes } = chromeScenario('member');
    renderApp(container, '/account/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    submit('Rewards#2026', 'voyage', 'voyage');
    expect(await screen.findByText('The new password does not meet every part of the rule.')).toBeInTheDocument();
    submit('Rewards#2026', 'Voyage#2027', 'Voyage#2028');
    expect(await screen.findByText("Confirm the new password doesn't match")).toBeInTheDocument();
    submit('', 'Voyage#2027');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(fakes.passwords.changes).toEqual([]);
  });
});
