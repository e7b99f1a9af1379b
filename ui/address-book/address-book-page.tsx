import type { SavedAddress } from '@rewards-storefront/domain/address-book/saved-address';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AddressLines } from '../components/address-lines';
import classes from '../components/member-page.module.css';
import { BackLink } from '../components/back-link';
import { Dialog } from '../components/dialog';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';
import { RetryAlert } from '../components/retry-alert';

/**
 * /account/address (spec §2): the member's addresses, the default first and
 * marked; each can be edited, deleted (after a confirmation) or made the
 * default; a new one is added on its own page. Arriving from a saved form,
 * the page says the address was saved.
 */
export function AddressBookPage() {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const store = useCapability('accountPortal').addressBookStore;
  const change = useCapability('accountPortal').changeAddressBook;
  const state = useObservable(store.state$);
  const readOnly = useReadOnly();
  const headingId = useId();
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  useDocumentTitle(t('addressBook.pageTitle'));
  useEffect(() => store.show(), [store]);

  const run = async (address: SavedAddress, action: () => Promise<unknown>) => {
    setBusy(address.id);
    await action();
    setBusy(null);
  };

  return (
    <Stack gap="lg" maw="64rem" mx="auto">
      <BackLink />
      <Group justify="space-between">
        <Title order={1} id={headingId}>
          {t('addressBook.heading')}
        </Title>
        <Button component={Link} to={localized('/account/address/new')} leftSection={<IconPlus size={18} aria-hidden="true" />}>
          {t('addressBook.add')}
        </Button>
      </Group>
      {saved && (
        <Alert
          color="green"
          role="status"
          title={t('addressBook.notice.savedTitle')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {t('addressBook.notice.saved')}
        </Alert>
      )}
      {readOnly && <Text m={0}>{t('readOnly.control')}</Text>}
      {state.status === 'failed' && (
        <RetryAlert message={t('addressBook.loadError')} retryLabel={t('account.retry')} onRetry={() => store.retry()} />
      )}
      {state.status !== 'failed' && state.status !== 'loaded' && state.addresses.length === 0 && (
        <PageLoader label={t('addressBook.loading')} />
      )}
      {state.status === 'loaded' && state.addresses.length === 0 && <Text m={0}>{t('addressBook.empty')}</Text>}
      {state.addresses.length > 0 && (
        <ul className={classes.list} aria-labelledby={headingId}>
          {state.addresses.map((address) => {
            const name = `${address.firstName} ${address.lastName}`;
            return (
              <li key={address.id} className={classes.card} aria-label={address.address1}>
                <Stack gap="sm">
                  <Group gap="sm">
                    <Text fw={700} m={0}>
                      {name}
                    </Text>
                    {address.isDefault && (
                      <Badge variant="filled" color="primary">
                        {t('addressBook.default')}
                      </Badge>
                    )}
                  </Group>
                  <AddressLines address={address} />
                  <Group gap="sm">
                    <Button
                      component={Link}
                      to={`${localized('/account/address/edit')}?id=${address.id}`}
                      variant="outline"
                      aria-label={t('addressBook.editLabel', { address: address.address1 })}
                    >
                      {t('addressBook.edit')}
                    </Button>
                    {!address.isDefault && (
                      <Button
                        variant="outline"
                        disabled={readOnly}
                        loading={busy === address.id}
                        aria-label={t('addressBook.makeDefaultLabel', { address: address.address1 })}
                        onClick={() => void run(address, () => change.makeDefault(address, locale))}
                      >
                        {t('addressBook.makeDefault')}
                      </Button>
                    )}
                    <Button
                      variant="outline"
                      color="red.9"
                      disabled={readOnly}
                      aria-label={t('addressBook.deleteLabel', { address: address.address1 })}
                      onClick={() => setDeleting(address)}
                    >
                      {t('addressBook.delete')}
                    </Button>
                  </Group>
                </Stack>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('addressBook.deleteTitle')}
        closeLabel={t('addressBook.cancel')}
      >
        {deleting && (
          <Stack gap="md">
            <Text m={0}>{t('addressBook.deleteQuestion')}</Text>
            <AddressLines address={deleting} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t('addressBook.cancel')}
              </Button>
              <Button
                color="red.9"
                onClick={() => {
                  const address = deleting;
                  setDeleting(null);
                  void run(address, () => change.remove(address));
                }}
              >
                {t('addressBook.confirmDelete')}
              </Button>
            </Group>
          </Stack>
        )}
      </Dialog>
    </Stack>
  );
}
