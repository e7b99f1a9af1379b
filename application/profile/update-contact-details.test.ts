import { describe, expect, it } from 'vitest';
import { NotificationStore } from '../notifications/notification-store';
import { READ_ONLY, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeContactDetailsGateway } from '../../tests/fakes/fake-contact-details-gateway';
import { aProfile } from '../../tests/fakes/fake-profile-gateway';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { current } from '../../tests/fakes/slow-answers';
import { ProfileStore } from './profile-store';
import { UpdateContactDetails } from './update-contact-details';

function setUp(accountCategory = 'nga') {
  const gateway = new FakeContactDetailsGateway(aProfile({ accountCategory }));
  const profiles = new ProfileStore();
  profiles.loadFinished(gateway.profile);
  const notifications = new NotificationStore();
  const errors = new RecordingErrorReporter();
  const shown = () => current(notifications.notifications$).map((notice) => notice.title.key);
  return { gateway, profiles, errors, shown, notifications, update: new UpdateContactDetails(gateway, profiles, notifications, errors) };
}

const form = { email: 'chloe.g@example.com', confirmEmail: 'chloe.g@example.com', phone: ' +1 613 555 0100 ' };

describe('UpdateContactDetails (spec §5, §6)', () => {
  it('sends the email and phone without the confirm-email field; the new email is shown pending and its link announced', async () => {
    const { update, gateway, profiles, notifications } = setUp();
    expect(await update.execute(form)).toEqual({ outcome: 'updated' });
    expect(gateway.changes).toEqual([{ email: 'chloe.g@example.com', phone: '+1 613 555 0100' }]);
    expect(profiles.snapshot.profile).toMatchObject({
      email: 'alex.martin@example.com',
      pendingEmail: 'chloe.g@example.com',
      phone: '+1 613 555 0100',
    });
    expect(current(notifications.notifications$).map((notice) => [notice.title.key, notice.description])).toEqual([
      ['account.contact.linkSentTitle', { key: 'account.contact.linkSent', params: { email: 'chloe.g@example.com' } }],
    ]);
  });

  it('keeping the email on file saves the phone alone: saved, nothing pending', async () => {
    const { update, profiles, shown } = setUp();
    const same = { email: 'alex.martin@example.com', confirmEmail: 'alex.martin@example.com', phone: '' };
    expect(await update.execute(same)).toEqual({ outcome: 'updated' });
    expect(profiles.snapshot.profile).toMatchObject({ email: 'alex.martin@example.com', pendingEmail: null });
    expect(shown()).toEqual(['account.contact.savedTitle']);
  });

  it('sends nothing for a form the domain refuses', async () => {
    const { update, gateway } = setUp();
    expect(await update.execute({ ...form, confirmEmail: 'other@example.com' })).toEqual({
      outcome: 'problems',
      problems: { confirmEmail: { key: 'account.contact.emailMismatch', params: { field: 'confirmEmail' } } },
    });
    expect(gateway.changes).toEqual([]);
  });

  it('says where to go when spec §6 sends the member elsewhere; tells a read-only admin; reports other failures', async () => {
    const elsewhere = setUp('personal');
    expect(await elsewhere.update.execute(form)).toEqual({ outcome: 'failed' });
    expect(elsewhere.shown()).toEqual(['account.contact.elsewhereTitle']);

    const { update, gateway, shown, errors } = setUp();
    gateway.failure = READ_ONLY;
    await update.execute(form);
    gateway.failure = UNAVAILABLE;
    await update.execute(form);
    gateway.failure = UNAUTHORIZED;
    await update.execute(form);
    expect(shown()).toEqual(['readOnly.noticeTitle', 'account.contact.failedTitle']);
    expect(errors.reports).toHaveLength(1);
  });
});
