import { minutesAndSeconds } from '@rewards-storefront/domain/session/idle-timeout';
import { Button, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useCapability } from '../hooks/use-capability';
import { useTranslate } from '../hooks/use-translate';

/** Moments at which the time left is read out again (between them the count only changes on screen). */
const SPOKEN_AT_SECONDS = [60, 30, 10] as const;

/** The latest moment of {@link SPOKEN_AT_SECONDS} reached, or null before the first. */
function spokenSeconds(secondsLeft: number): number | null {
  return [...SPOKEN_AT_SECONDS].reverse().find((mark) => secondsLeft <= mark) ?? null;
}

/**
 * The idle warning (WCAG 2.2.1, spec §9's 15 minutes): says the member will
 * be signed out and how long is left, and offers "Stay signed in", which has
 * the focus so Enter or Space answers it. Escape answers the same. The
 * dialog is described by its text, so a screen reader reads the time left
 * when it opens; the count then changes on screen each second and is read
 * again at one minute, 30 and 10 seconds, not every second.
 */
export function IdleWarningDialog({ secondsLeft }: { readonly secondsLeft: number }) {
  const { t } = useTranslate();
  const stay = useCapability('session').staySignedIn;
  const stayed = () => void stay.execute();
  const left = minutesAndSeconds(secondsLeft);
  const spoken = spokenSeconds(secondsLeft);

  return (
    <Modal.Root opened onClose={stayed} closeOnClickOutside={false} centered size="md">
      <Modal.Overlay />
      <Modal.Content data-testid="idle-warning">
        {/* role="none": Mantine draws the dialog header as <header>, which would read as a second page banner. */}
        <Modal.Header role="none">
          <Modal.Title fw={700} fz="lg">
            {t('session.idleWarningTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <div>
              <Text>{t('session.idleWarningDescription')}</Text>
              <Text mt="xs" fw={700} role="timer" data-testid="idle-time-left">
                {t('session.idleWarningTimeLeft', left)}
              </Text>
            </div>
            <VisuallyHidden role="status">{spoken === null ? '' : t('session.idleWarningSpoken', { seconds: spoken })}</VisuallyHidden>
            <Button onClick={stayed} data-autofocus>
              {t('session.staySignedIn')}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
