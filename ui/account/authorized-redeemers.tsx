import type { AuthorizedRedeemer, NewAuthorizedRedeemerForm } from '@rewards-storefront/domain/account/authorized-redeemer';
import type { ValidationMessage } from '@rewards-storefront/domain/validation/validation-message';
import { Alert, Badge, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';
import classes from '../components/member-page.module.css';
import { Section } from './section';
import { RetryAlert } from '../components/retry-alert';

const EMPTY_FORM: NewAuthorizedRedeemerForm = { firstName: '', lastName: '', email: '', relationCode: '' };
const LABELS: Record<keyof NewAuthorizedRedeemerForm, string> = {
  firstName: 'redeemers.form.firstName',
  lastName: 'redeemers.form.lastName',
  email: 'redeemers.form.email',
  relationCode: 'redeemers.form.relation',
};

/**
 * The authorized redeemers of the active card (spec §3, §7): who else may
 * redeem its points, with their relation; the primary cardholder adds and
 * removes them. A read-only admin sees the controls disabled and why.
 */
export function AuthorizedRedeemers() {
  const { t } = useTranslate();
  const store = useCapability('accountPortal').authorizedRedeemerStore;
  const remove = useCapability('accountPortal').removeAuthorizedRedeemer;
  const state = useObservable(store.state$);
  const readOnly = useReadOnly();
  const listId = useId();
  const [removing, setRemoving] = useState<number | null>(null);
  useEffect(() => store.show(), [store]);

  const removeOne = async (redeemer: AuthorizedRedeemer) => {
    setRemoving(redeemer.id);
    await remove.execute(redeemer);
    setRemoving(null);
  };

  return (
    <Section title={t('redeemers.heading')}>
      <Text m={0}>{t('redeemers.intro')}</Text>
      {state.status === 'failed' && (
        <RetryAlert message={t('redeemers.loadError')} retryLabel={t('account.retry')} onRetry={() => store.retry()} />
      )}
      {state.status === 'no-card' && <Text m={0}>{t('account.card.none')}</Text>}
      {state.status === 'primary-only' && <Text m={0}>{t('redeemers.primaryOnly')}</Text>}
      {(state.status === 'loading' || state.status === 'idle') && state.redeemers.length === 0 && (
        <PageLoader label={t('redeemers.loading')} />
      )}
      {state.status === 'loaded' && state.redeemers.length === 0 && <Text m={0}>{t('redeemers.empty')}</Text>}
      {state.redeemers.length > 0 && (
        <>
          <Title order={3} size="h4" id={listId}>
            {t('redeemers.listHeading')}
          </Title>
          <ul className={classes.list} aria-labelledby={listId}>
            {state.redeemers.map((redeemer) => {
              const name = `${redeemer.firstName} ${redeemer.lastName}`;
              return (
                <li key={redeemer.id} className={classes.card}>
                  <Group justify="space-between" align="flex-start">
                    <Stack gap={4}>
                      <Text fw={700} m={0}>
                        {name}
                      </Text>
                      <Text m={0}>{redeemer.relation.name}</Text>
                      <Text m={0} size="sm">
                        {redeemer.email}
                      </Text>
                      <Badge variant="filled" color={redeemer.hasOnlineAccess ? 'teal.9' : 'gray.8'}>
                        {t(redeemer.hasOnlineAccess ? 'redeemers.onlineAccess' : 'redeemers.noOnlineAccess')}
                      </Badge>
                    </Stack>
                    <Button
                      variant="outline"
                      color="red.9"
                      leftSection={<IconTrash size={18} aria-hidden="true" />}
                      aria-label={t('redeemers.removeLabel', { name })}
                      loading={removing === redeemer.id}
                      disabled={readOnly}
                      onClick={() => void removeOne(redeemer)}
                    >
                      {t('redeemers.remove')}
                    </Button>
                  </Group>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {state.status === 'loaded' && <AddRedeemerForm />}
    </Section>
  );
}

function AddRedeemerForm() {
  const { t, locale } = useTranslate();
  const add = useCapability('accountPortal').addAuthorizedRedeemer;
  const relations = useObservable(useCapability('accountPortal').authorizedRedeemerStore.state$).relations;
  const readOnly = useReadOnly();
  const headingId = useId();
  const [form, setForm] = useState<NewAuthorizedRedeemerForm>(EMPTY_FORM);
  const [problems, setProblems] = useState<Partial<Record<keyof NewAuthorizedRedeemerForm, ValidationMessage>>>({});
  const [saving, setSaving] = useState(false);
  const [alreadyNamed, setAlreadyNamed] = useState(false);
  const errorOf = (name: keyof NewAuthorizedRedeemerForm) =>
    problems[name] ? t(problems[name].key, { ...problems[name].params, field: t(LABELS[name]) }) : undefined;
  const onChange = (name: keyof NewAuthorizedRedeemerForm) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setForm((current) => ({ ...current, [name]: value }));
  };

  const submit = async () => {
    setSaving(true);
    const outcome = await add.execute({ form, locale });
    setSaving(false);
    setAlreadyNamed(outcome.outcome === 'already-named');
    setProblems(outcome.outcome === 'invalid' ? outcome.problems : {});
    if (outcome.outcome === 'added') setForm(EMPTY_FORM);
  };

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Title order={3} size="h4" id={headingId}>
          {t('redeemers.addHeading')}
        </Title>
        {alreadyNamed && (
          <Alert color="orange" role="alert">
            {t('redeemers.alreadyNamed')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['firstName', 'lastName', 'email'] as const).map((field) => (
            <TextInput
              key={field}
              label={t(LABELS[field])}
              type={field === 'email' ? 'email' : undefined}
              autoComplete="off"
              required
              value={form[field]}
              onChange={onChange(field)}
              error={errorOf(field)}
            />
          ))}
          <NativeSelect
            label={t(LABELS.relationCode)}
            required
            value={form.relationCode}
            onChange={onChange('relationCode')}
            error={errorOf('relationCode')}
            data={[
              { value: '', label: t('redeemers.form.chooseRelation') },
              ...relations.map((relation) => ({ value: relation.code, label: relation.name })),
            ]}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={saving} disabled={readOnly}>
            {t('redeemers.add')}
          </Button>
          {readOnly && <Text size="sm">{t('readOnly.control')}</Text>}
        </Group>
      </Stack>
    </form>
  );
}
