import { DEEP_LINK_PARAMETER } from '@rewards-storefront/domain/routing/deep-link';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import classes from './redemptions.module.css';

/**
 * Travel with points (spec §2 external redirects): the travel partner's
 * page with the token and lang, or vacation packages with the token posted
 * by form to the site of the page's language; the 'loading travel' screen
 * shows while the store leaves. Without a usable card, the sign-in page,
 * which brings the member back here once signed in (a deep link).
 */
export function TravelButtons() {
  const { t, locale } = useTranslate();
  const open = useCapability('redemptions').openTravel;
  const navigator = useCapability('ports').pageNavigator;
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const form = useRef<HTMLFormElement>(null);
  const [opening, setOpening] = useState<'travel' | 'vacation' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [post, setPost] = useState<{ action: string; token: string } | null>(null);

  const go = async (site: 'travel' | 'vacation') => {
    setOpening(site);
    const destination = await open.execute({ site, locale });
    setOpening(null);
    if (destination === null) return;
    if (destination.kind === 'sign-in') {
      navigate(`${localized('/login')}?${new URLSearchParams({ [DEEP_LINK_PARAMETER]: '/travel-miles' })}`);
      return;
    }
    setLeaving(true);
    if (destination.kind === 'redirect') navigator.assign(destination.url);
    else setPost({ action: destination.action, token: destination.token });
  };
  // Posted once React has rendered the form's action and token.
  useEffect(() => {
    if (post) form.current?.submit();
  }, [post]);

  return (
    <>
      <Group>
        <Button
          rightSection={<IconExternalLink size={18} aria-hidden="true" />}
          loading={opening === 'travel'}
          onClick={() => void go('travel')}
        >
          {t('travel.book')}
        </Button>
        <Button
          variant="outline"
          rightSection={<IconExternalLink size={18} aria-hidden="true" />}
          loading={opening === 'vacation'}
          onClick={() => void go('vacation')}
        >
          {t('travel.vacations')}
        </Button>
      </Group>
      <form ref={form} method="post" action={post?.action ?? ''} hidden>
        <input type="hidden" name="token" value={post?.token ?? ''} />
        <input type="hidden" name="lang" value={locale === 'fr-CA' ? 'fr' : 'en'} />
      </form>
      {leaving && (
        <div className={classes.travelOverlay} role="status" aria-live="polite">
          <Loader aria-hidden="true" />
          <Text fw={600}>{t('travel.loadingTravel')}</Text>
        </div>
      )}
    </>
  );
}
