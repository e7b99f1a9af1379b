import { describe, expect, it } from 'vitest';
import { READ_ONLY, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeContactDetailsGateway } from '../../tests/fakes/fake-contact-details-gateway';
import { aProfile } from '../../tests/fakes/fake-profile-gateway';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { current } from '../../tests/fakes/slow-answers';
import { NotificationStore } from '../notifications/notification-store';
import { ProfileStore } from './profile-store';
import { ResendEmailLink } from './resend-email-link';

function setUp(pendingEmail: string | null) {
  const gateway = new FakeContactDetailsGateway(aProfile({ accountCategory: 'nga', pendingEmail }));
  const profiles = new ProfileStore();
  profiles.loadFinished(gateway.profile);
  const notifications = new NotificationStore();
  const errors = new RecordingErrorReporter();
  const shown = () => current(notifications.notifications$).map((notice) => [notice.title.key, notice.description]);
  return { gateway, profiles, errors, shown, resend: new ResendEmailLink(gateway, profiles, notifications, errors) };
}

describe('ResendEmailLink (spec §7 sendVerificationEmail)', () => {
  it('sends the pending email its link again and says where it went', async () => {
    const { resend, gateway, shown } = setUp('chloe.g@example.com');
    expect(await resend.execute()).toBe('sent');
    expect(gateway.resentLinks).toBe(1);
    expect(shown()).toEqual([['account.contact.linkSentTitle', { key: 'account.contact.linkSent', params: { email: 'chloe.g@example.com' } }]]);
  });

  it('with nothing pending any more, the profile stops showing it pending and the member is told', async () => {
    const { resend, gateway, profiles, shown } = setUp('chloe.g@example.com');
    gateway.profile = { ...gateway.profile, pendingEmail: null };
    expect(await resend.execute()).toBe('failed');
    expect(profiles.snapshot.profile?.pendingEmail).toBeNull();
    expect(shown().map(([title]) => title)).toEqual(['account.contact.nothingPendingTitle']);
  });

  it('tells a read-only admin, shows nothing for a refused session, reports other failures', async () => {
    const { resend, gateway, shown, errors } = setUp('chloe.g@example.com');
    gateway.failure = READ_ONLY;
    await resend.execute();
    gateway.failure = UNAUTHORIZED;
    await resend.execute();
    gateway.failure = UNAVAILABLE;
    await resend.execute();
    expect(shown().map(([title]) => title)).toEqual(['readOnly.noticeTitle', 'account.contact.linkFailedTitle']);
    expect(errors.reports).toHaveLength(1);
  });
});
