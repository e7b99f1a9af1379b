import { TOKENS } from '@application/di-tokens';
import { LOCALES } from '@domain/locale/locale';
import { switchLocaleUrl } from '@domain/locale/locale-path';
import { Anchor, Button, Container, Group } from '@mantine/core';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { UtilityBar } from '../account/utility-bar';
import { useDependency } from '../hooks/use-dependency';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { ProgrammeLogo } from './programme-logo';
import classes from './site-header.module.css';

/**
 * The header (spec §2): logo linking home, a link to this page in the other
 * language (same path, query and hash), sign-in or sign-out, and the utility
 * bar for a signed-in member.
 */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const { t, locale } = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const signOut = useDependency(TOKENS.signOut);
  const [signingOut, setSigningOut] = useState(false);
  const otherLocale = LOCALES.find((candidate) => candidate !== locale) ?? locale;

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut.execute();
    } finally {
      setSigningOut(false);
    }
    void navigate(localized('/login'));
  };

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.bar}>
        <Anchor component={Link} to={localized('/')} className={classes.logoLink} aria-label={t('header.homeLink')}>
          <ProgrammeLogo name={t('app.name')} />
        </Anchor>
        <nav id="main-navigation" tabIndex={-1} aria-label={t('header.navigationLabel')} className={classes.nav}>
          <Group gap="md" wrap="nowrap">
            <Anchor
              component={Link}
              to={switchLocaleUrl(location, otherLocale)}
              lang={otherLocale}
              hrefLang={otherLocale}
              className={classes.languageLink}
            >
              {t('header.otherLanguage')}
            </Anchor>
            {signedIn ? (
              <Button
                variant="outline"
                leftSection={<IconLogout size={18} aria-hidden="true" />}
                loading={signingOut}
                onClick={() => void handleSignOut()}
              >
                {t('header.signOut')}
              </Button>
            ) : (
              <Button component={Link} to={localized('/login')} leftSection={<IconLogin size={18} aria-hidden="true" />}>
                {t('header.signIn')}
              </Button>
            )}
          </Group>
        </nav>
      </Container>
      {signedIn && <UtilityBar />}
    </header>
  );
}
