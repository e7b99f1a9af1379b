import type { MemberProfile } from '@application/ports/profile-gateway';
import { contactDetailsChannel, type ContactDetailsForm } from '@rewards-storefront/domain/account/contact-details';
import type { ValidationMessage } from '@rewards-storefront/domain/validation/validation-message';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';
import classes from '../components/member-page.module.css';
import { Section } from './section';

const LABELS: Record<keyof ContactDetailsForm, string> = {
  email: 'account.contact.email',
  confirmEmail: 'account.contact.confirmEmail',
  phone: 'account.contact.phone',
};

/**
 * The member's details (spec §2 /account) and where their contact details
 * change (spec §6): a form here for select members, a link to online
 * banking for Elite and Premium members, customer support for anyone else.
 * The form asks for the email twice; only the email and phone are sent.
 */
export function ContactDetails({ profile }: { readonly profile: MemberProfile }) {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  const header = useObservable(useCapability('content').siteChrome.header$);
  const readOnly = useReadOnly();
  const [editing, setEditing] = useState(false);
  const channel = contactDetailsChannel({ accountCategory: profile.accountCategory, tiers: profile.tiers.map((tier) => tier.code) });
  const none = t('account.details.none');

  return (
    <Section title={t('account.details.heading')}>
      <dl className={classes.facts}>
        <dt>{t('account.details.name')}</dt>
        <dd>{`${profile.firstName} ${profile.lastName}`}</dd>
        <dt>{t('account.contact.email')}</dt>
        <dd>{profile.email || none}</dd>
        <dt>{t('account.contact.phone')}</dt>
        <dd>{profile.phone ?? none}</dd>
      </dl>
      {profile.pendingEmail !== null && <PendingEmail email={profile.pendingEmail} />}
      {channel === 'programme-profile' &&
        (editing ? (
          <ContactDetailsEditor profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <Group>
            <Button variant="outline" disabled={readOnly} onClick={() => setEditing(true)}>
              {t('account.contact.edit')}
            </Button>
            {readOnly && <Text size="sm">{t('readOnly.control')}</Text>}
          </Group>
        ))}
      {channel === 'online-banking' && (
        <Text m={0}>
          {t('account.contact.onlineBanking')}{' '}
          {header.externalUrls && (
            <Anchor href={header.externalUrls.onlineBankingSignIn} underline="always">
              {t('account.contact.onlineBankingLink')}
            </Anchor>
          )}
        </Text>
      )}
      {channel === 'customer-support' && (
        <Text m={0}>
          {t('account.contact.support')}{' '}
          <Anchor component={Link} to={localized('/customer-support')} underline="always">
            {t('account.contact.supportLink')}
          </Anchor>
        </Text>
      )}
    </Section>
  );
}

/** A new email waiting for its link to be followed (spec §7 sendVerificationEmail): it is not the member's email yet. */
function PendingEmail({ email }: { readonly email: string }) {
  const { t } = useTranslate();
  const resend = useCapability('accountPortal').resendEmailLink;
  const readOnly = useReadOnly();
  const [sending, setSending] = useState(false);
  return (
    <Stack gap="xs" align="flex-start" data-testid="pending-email">
      <Text m={0} fw={600}>
        {t('account.contact.pending', { email })}
      </Text>
      <Text m={0} size="sm">
        {t('account.contact.pendingHelp')}
      </Text>
      <Button
        variant="outline"
        size="compact-md"
        disabled={readOnly}
        loading={sending}
        onClick={() => {
          setSending(true);
          void resend.execute().finally(() => setSending(false));
        }}
      >
        {t('account.contact.resendLink')}
      </Button>
    </Stack>
  );
}

function ContactDetailsEditor({ profile, onDone }: { readonly profile: MemberProfile; readonly onDone: () => void }) {
  const { t } = useTranslate();
  const update = useCapability('accountPortal').updateContactDetails;
  const [form, setForm] = useState<ContactDetailsForm>({ email: profile.email, confirmEmail: '', phone: profile.phone ?? '' });
  const [problems, setProblems] = useState<Partial<Record<keyof ContactDetailsForm, ValidationMessage>>>({});
  const [saving, setSaving] = useState(false);
  const field = (name: keyof ContactDetailsForm) => ({
    label: t(LABELS[name]),
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setForm((current) => ({ ...current, [name]: value }));
    },
    error: problems[name] ? t(problems[name].key, { ...problems[name].params, field: t(LABELS[name]) }) : undefined,
  });

  const submit = async () => {
    setSaving(true);
    const outcome = await update.execute(form);
    setSaving(false);
    if (outcome.outcome === 'problems') setProblems(outcome.problems);
    else {
      setProblems({});
      if (outcome.outcome === 'updated') onDone();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md" maw="48rem">
        <TextInput type="email" autoComplete="email" required {...field('email')} />
        <TextInput
          type="email"
          autoComplete="off"
          required
          description={t('account.contact.confirmEmailHelp')}
          {...field('confirmEmail')}
        />
        <TextInput type="tel" autoComplete="tel" description={t('account.contact.phoneHelp')} {...field('phone')} />
        <Group>
          <Button type="submit" loading={saving}>
            {t('account.contact.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('account.contact.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
