import type { ContactDetailsGateway } from '@application/ports/contact-details-gateway';
import type { PasswordGateway } from '@application/ports/password-gateway';
import { expect, it } from 'vitest';

/** What every PasswordGateway must do (spec §5 password, §8 password change codes). */
export function passwordGatewayContract(makeSetup: () => Promise<{ gateway: PasswordGateway; current: string }>): void {
  it('refuses a new password that breaks the rule, or a confirmation that differs, naming the field', async () => {
    const { gateway, current } = await makeSetup();
    expect(await gateway.change({ currentPassword: current, newPassword: 'password', confirmation: 'password' })).toMatchObject({
      ok: false,
      reason: 'invalid',
      fieldErrors: [{ field: 'new_password' }, { field: 'new_password' }, { field: 'new_password' }],
    });
    expect(await gateway.change({ currentPassword: current, newPassword: 'Voyage#2027', confirmation: 'Voyage#2028' })).toMatchObject({
      ok: false,
      reason: 'invalid',
      fieldErrors: [{ field: 'new_password_confirmation' }],
    });
  });

  it('refuses a wrong current password, and the current one as the new one', async () => {
    const { gateway, current } = await makeSetup();
    expect(await gateway.change({ currentPassword: 'Wrong#2026', newPassword: 'Voyage#2027', confirmation: 'Voyage#2027' })).toMatchObject({
      ok: false,
      reason: 'current-password-invalid',
    });
    expect(await gateway.change({ currentPassword: current, newPassword: current, confirmation: current })).toMatchObject({
      ok: false,
      reason: 'password-used',
    });
  });

  it('changes it, and then refuses the old one as used recently', async () => {
    const { gateway, current } = await makeSetup();
    expect(await gateway.change({ currentPassword: current, newPassword: 'Voyage#2027', confirmation: 'Voyage#2027' })).toEqual({
      ok: true,
    });
    expect(await gateway.change({ currentPassword: 'Voyage#2027', newPassword: current, confirmation: current })).toMatchObject({
      ok: false,
      reason: 'password-used',
    });
  });
}

/** What every ContactDetailsGateway must do (spec §5 confirm email left out, §6 who edits where). */
export function contactDetailsGatewayContract(
  makeSetup: () => Promise<{ editable: ContactDetailsGateway; notEditable: ContactDetailsGateway }>,
): void {
  it('changes the phone of a member who edits it here; a new email waits for its link (pending), and the answer says so', async () => {
    const { editable } = await makeSetup();
    const changed = await editable.update({ email: 'new.address@example.com', phone: '+1 613 555 0100' });
    expect(changed).toMatchObject({ ok: true, profile: { pendingEmail: 'new.address@example.com', phone: '+1 613 555 0100' } });
    if (!changed.ok) return;
    expect(changed.profile.email).not.toBe('new.address@example.com');
    expect(await editable.update({ email: 'new.address@example.com', phone: null })).toMatchObject({ ok: true, profile: { phone: null } });
  });

  it('sends the pending email its link again; with nothing pending it says so', async () => {
    const { editable } = await makeSetup();
    const first = await editable.update({ email: 'again.address@example.com', phone: null });
    expect(await editable.resendEmailLink()).toEqual({ ok: true });
    if (!first.ok) throw new Error('the change was refused');
    await editable.update({ email: first.profile.email, phone: null });
    expect(await editable.resendEmailLink()).toMatchObject({ ok: false, reason: 'nothing-pending' });
  });

  it('refuses a member whom spec §6 sends elsewhere', async () => {
    const { notEditable } = await makeSetup();
    expect(await notEditable.update({ email: 'someone@example.com', phone: null })).toMatchObject({ ok: false, reason: 'not-editable' });
  });
}
