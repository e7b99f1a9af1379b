import { describe, expect, it } from 'vitest';
import { NotificationStore } from '../notifications/notification-store';
import { READ_ONLY, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakePasswordGateway } from '../../tests/fakes/fake-password-gateway';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { current } from '../../tests/fakes/slow-answers';
import { ChangePassword } from './change-password';

function setUp() {
  const gateway = new FakePasswordGateway('Rewards#2026');
  const notifications = new NotificationStore();
  const errors = new RecordingErrorReporter();
  const shown = () => current(notifications.notifications$).map((notice) => [notice.kind, notice.title.key, notice.description.key]);
  return { gateway, errors, shown, change: new ChangePassword(gateway, notifications, errors) };
}

const valid = { currentPassword: 'Rewards#2026', newPassword: 'Voyage#2027', confirmation: 'Voyage#2027' };

describe('ChangePassword (spec §5, §8)', () => {
  it('changes the password and says so', async () => {
    const { change, gateway, shown } = setUp();
    expect(await change.execute(valid)).toEqual({ outcome: 'changed' });
    expect(gateway.current).toBe('Voyage#2027');
    expect(shown()).toEqual([['success', 'changePassword.notice.changedTitle', 'changePassword.notice.changed']]);
  });

  it('sends nothing when the new password breaks the rule or its confirmation differs', async () => {
    const { change, gateway } = setUp();
    expect(await change.execute({ ...valid, newPassword: 'voyage', confirmation: 'voyage' })).toEqual({
      outcome: 'problems',
      newPassword: [
        { key: 'passwordRule.length', params: { min: 8, max: 255 } },
        { key: 'passwordRule.uppercase' },
        { key: 'passwordRule.digit' },
        { key: 'passwordRule.special' },
      ],
      confirmationMismatch: false,
    });
    expect(await change.execute({ ...valid, confirmation: 'Voyage#2028' })).toEqual({
      outcome: 'problems',
      newPassword: [],
      confirmationMismatch: true,
    });
    expect(gateway.changes).toEqual([]);
  });

  it('sets the current password’s error for MEMBER_PASSWORD_OLD_INVALID, without a notice', async () => {
    const { change, shown } = setUp();
    expect(await change.execute({ ...valid, currentPassword: 'Wrong#2026' })).toEqual({ outcome: 'current-password-invalid' });
    expect(shown()).toEqual([]);
  });

  it('shows the password-used notice for a password used before and for a VALIDATION_ERROR', async () => {
    const { change, gateway, shown } = setUp();
    expect(await change.execute({ ...valid, newPassword: 'Rewards#2026', confirmation: 'Rewards#2026' })).toEqual({ outcome: 'refused' });
    gateway.failure = { reason: 'invalid', fieldErrors: [] };
    expect(await change.execute(valid)).toEqual({ outcome: 'refused' });
    expect(shown()).toEqual([
      ['danger', 'changePassword.notice.usedTitle', 'changePassword.notice.used'],
      ['danger', 'changePassword.notice.usedTitle', 'changePassword.notice.used'],
    ]);
  });

  it('says to wait when sign-in is paused, tells a read-only admin, reports other failures, nothing for a refused session', async () => {
    const { change, gateway, shown, errors } = setUp();
    gateway.failure = { reason: 'too-many-attempts' };
    await change.execute(valid);
    gateway.failure = READ_ONLY;
    await change.execute(valid);
    gateway.failure = UNAVAILABLE;
    expect(await change.execute(valid)).toEqual({ outcome: 'failed' });
    gateway.failure = UNAUTHORIZED;
    expect(await change.execute(valid)).toEqual({ outcome: 'failed' });
    expect(shown().map(([, title]) => title)).toEqual([
      'changePassword.notice.pausedTitle',
      'readOnly.noticeTitle',
      'changePassword.notice.failedTitle',
    ]);
    expect(errors.reports).toHaveLength(1);
  });
});
