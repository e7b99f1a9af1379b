import { withLanguage } from '@application/routing/external-url';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';

/**
 * The session-expired dialog (spec §2 Header, §4, §8): after 15 minutes idle
 * or a failed token refresh the member is already signed out; the dialog
 * says so (the cart was saved) and offers one way on, 'close store': the
 * sign-out destination of the account type, or closing the window for an
 * admin logged in as the member. It cannot be dismissed otherwise: the
 * store behind it no longer has a session.
 */
export function SessionExpiredDialog() {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const expiry = useCapability('session').sessionExpiryStore;
  const pages = useCapability('ports').pageNavigator;
  const expired = useObservable(expiry.expired$);
  const [windowKept, setWindowKept] = useState(false);

  const closeStore = () => {
    if (expired === null) return;
    if (expired.wasLoginAs) {
      pages.close();
      // Still here: the browser did not let the store close a tab it did not open.
      setWindowKept(true);
      return;
    }
    if (expired.destination.kind === 'external') {
      pages.assign(withLanguage(expired.destination.url, locale));
      return;
    }
    expiry.dismissed();
    void navigate(localized('/'), { replace: true });
  };

  const storeClosed = expired?.reason === 'store-closed';
  return (
    <Modal.Root opened={expired !== null} onClose={() => undefined} closeOnEscape={false} closeOnClickOutside={false} centered size="md">
      <Modal.Overlay />
      <Modal.Content>
        {/* role="none": Mantine draws the dialog header as <header>, which would read as a second page banner. */}
        <Modal.Header role="none">
          <Modal.Title fw={700} fz="lg">
            {t(storeClosed ? 'session.storeClosedTitle' : 'session.expiredTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            {/* Mantine describes the dialog by its body, so these texts are read with the title. */}
            <div>
              {storeClosed ? (
                <Text>{t('session.storeClosed')}</Text>
              ) : (
                <>
                  <Text>{t('session.expiredDescription')}</Text>
                  <Text mt="xs">{t('session.cartSaved')}</Text>
                </>
              )}
            </div>
            {windowKept && (
              <Text role="status" fw={600}>
                {t('session.windowKept')}
              </Text>
            )}
            <Button onClick={closeStore} data-autofocus>
              {t(storeClosed ? 'session.closeWindow' : 'session.closeStore')}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
