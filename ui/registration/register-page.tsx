import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { FormCard } from '../components/form-card';
import { MessageWithLink } from '../components/message-with-link';
import { PageLoader } from '../components/page-loader';
import { RegistrationWizard } from './registration-wizard';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';

/**
 * /register (spec §2, §4): a cardholder registers for online access, in the
 * steps the programme's configuration asks for; the email confirmation
 * page follows.
 */
export function RegisterPage() {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  const store = useCapability('identity').registrationStore;
  const signedIn = useObservable(useCapability('session').sessionStore.isSignedIn$);
  const { status, config } = useObservable(store.state$);
  useDocumentTitle(t('registration.pageTitle'));

  useEffect(() => store.show(), [store]);

  return (
    <FormCard width="72rem" title={t('registration.heading')} gap="lg">
      {signedIn ? (
        <MessageWithLink to="/shop" linkLabel={t('registration.goToShop')}>
          <Text>{t('registration.signedIn')}</Text>
        </MessageWithLink>
      ) : (
        <>
          <Text>{t('registration.intro')}</Text>
          {config === null && status !== 'failed' && <PageLoader label={t('registration.loading')} />}
          {status === 'failed' && (
            <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
              <Stack gap="sm" align="flex-start">
                <Text>{t('registration.loadError')}</Text>
                <Button variant="outline" onClick={() => store.retry()}>
                  {t('registration.retry')}
                </Button>
              </Stack>
            </Alert>
          )}
          {config !== null && <RegistrationWizard config={config} />}
          <Text>
            {t('registration.signInPrompt')}{' '}
            <Anchor component={Link} to={localized('/login')} underline="always">
              {t('registration.signInLink')}
            </Anchor>
          </Text>
        </>
      )}
    </FormCard>
  );
}
