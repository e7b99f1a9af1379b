import type { ExternalUrls } from '@rewards-storefront/domain/content/content-config';
import { Anchor, Button, type ButtonProps, Divider, Stack, Text } from '@mantine/core';
import { type Icon, IconBuildingBank, IconBriefcase, IconBuildingSkyscraper, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../components/dialog';
import { PageLoader } from '../components/page-loader';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';

export interface SignInModalProps {
  readonly opened: boolean;
  /** The visitor closed the dialog without signing in. */
  readonly onClose: () => void;
  /** The visitor chose the store's own sign-in form: the dialog hides, the sign-in continues. */
  readonly onStoreSignIn: () => void;
  /** Null until the content configuration has loaded. */
  readonly externalUrls: ExternalUrls | null;
  /** The reference deployment also offers the store's own sign-in form (decisions §4). */
  readonly offersStoreSignIn: boolean;
}

/** Full-width buttons whose long French labels wrap instead of being cut off on a phone. */
const WRAPPING_BUTTON = {
  fullWidth: true,
  h: 'auto',
  mih: 44,
  py: 8,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} as const;

interface RedirectButtonProps {
  readonly href: string;
  readonly icon: Icon;
  readonly size?: ButtonProps['size'];
  readonly variant?: ButtonProps['variant'];
  readonly children: ReactNode;
}

/** One of the dialog's full-page redirects: a plain link drawn as a wrapping button, its icon before the label. */
function RedirectButton({ icon: ButtonIcon, ...props }: RedirectButtonProps) {
  return <Button component="a" leftSection={<ButtonIcon size={20} aria-hidden="true" />} {...WRAPPING_BUTTON} {...props} />;
}

/**
 * The signed-out sign-in dialog (spec §2): online-banking sign-in, business
 * and commercial card sign-in and enrolment, each a full-page redirect to the
 * configured address (plain links, so they also work in a new tab).
 */
export function SignInModal({ opened, onClose, onStoreSignIn, externalUrls, offersStoreSignIn }: SignInModalProps) {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  return (
    <Dialog opened={opened} onClose={onClose} size="md" centered title={t('signInModal.title')} closeLabel={t('signInModal.close')}>
      <Stack gap="md">
        <Text>{t('signInModal.intro')}</Text>
        {externalUrls === null ? (
          <PageLoader label={t('signInModal.loading')} />
        ) : (
          <>
            <RedirectButton href={externalUrls.onlineBankingSignIn} size="md" icon={IconBuildingBank}>
              {t('signInModal.onlineBanking')}
            </RedirectButton>
            <RedirectButton href={externalUrls.businessSignIn} variant="outline" icon={IconBriefcase}>
              {t('signInModal.business')}
            </RedirectButton>
            <RedirectButton href={externalUrls.commercialSignIn} variant="outline" icon={IconBuildingSkyscraper}>
              {t('signInModal.commercial')}
            </RedirectButton>
            <Divider />
            <Text size="sm" c="gray.7" ta="center">
              {t('signInModal.enrolPrompt')}
            </Text>
            <RedirectButton href={externalUrls.enrol} variant="light" icon={IconUserPlus}>
              {t('signInModal.enrol')}
            </RedirectButton>
          </>
        )}
        {offersStoreSignIn && (
          <Text size="sm" ta="center">
            <Anchor component={Link} to={localized('/login')} onClick={onStoreSignIn}>
              {t('signInModal.storeSignIn')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Dialog>
  );
}
