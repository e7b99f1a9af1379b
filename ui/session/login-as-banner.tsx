import { Button, Container, Group, Text } from '@mantine/core';
import { type Icon, IconArrowBackUp, IconDoorExit, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useCapability, useCapabilityOnDemand } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import classes from './login-as-banner.module.css';

/**
 * The logged-in-as banner of the default layout (spec §2, §6): shown only
 * while an admin is logged in as a member; names the member and the access
 * (read-only or full), and offers the way back to the admin console and
 * 'close store', which closes the window (no redirect for an admin).
 */
export function LoginAsBanner() {
  const { t, locale } = useTranslate();
  const banner = useObservable(useCapability('session').viewerStore.loginAsBanner$);
  // The way back is the sign-in capability's: downloaded when the admin asks for it, not with every page.
  const signIn = useCapabilityOnDemand('signIn');
  const closeStore = useCapability('session').closeStore;
  const pages = useCapability('ports').pageNavigator;
  const notifications = useCapability('content').notificationStore;
  const [busy, setBusy] = useState<'return' | 'close' | null>(null);

  if (banner === null) return null;

  const onReturn = async () => {
    setBusy('return');
    const result = await signIn()
      .then(({ returnToAdmin }) => returnToAdmin.execute())
      .catch(() => ({ ok: false }) as const);
    if (result.ok) {
      pages.assign(result.redirectUrl);
      return;
    }
    setBusy(null);
    notifications.notify({
      kind: 'danger',
      title: { key: 'loginAs.returnFailedTitle' },
      description: { key: 'loginAs.returnFailed' },
    });
  };

  const onClose = async () => {
    setBusy('close');
    const result = await closeStore.execute();
    if (result.kind === 'close-window') pages.close();
  };

  // Either action keeps both buttons disabled while it runs, and shows its own as loading.
  const actionProps = (action: 'return' | 'close', ActionIcon: Icon) => ({
    size: 'xs',
    leftSection: <ActionIcon size={16} aria-hidden="true" />,
    loading: busy === action,
    disabled: busy !== null,
  });

  const name = banner.memberName ?? t('loginAs.memberFallback');
  return (
    <section className={classes.banner} aria-label={t('loginAs.bannerLabel')}>
      <Container size="xl">
        <Group justify="space-between" gap="sm" py="xs">
          <Group gap="xs" wrap="nowrap">
            <IconUserShield size={20} aria-hidden="true" />
            <Text fw={600}>
              {t('loginAs.banner', { name })}
              {banner.accessLevel !== null && <> ({t(`loginAs.access.${banner.accessLevel}`)})</>}
            </Text>
          </Group>
          <Group gap="xs">
            <Button variant="white" {...actionProps('return', IconArrowBackUp)} onClick={() => void onReturn()}>
              {t('loginAs.returnToAdmin')}
            </Button>
            <Button variant="outline" color="white" {...actionProps('close', IconDoorExit)} onClick={() => void onClose()}>
              {t('loginAs.closeStore')}
            </Button>
          </Group>
        </Group>
      </Container>
    </section>
  );
}
