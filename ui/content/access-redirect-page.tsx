import type { AccessRedirect } from '@application/content/follow-access-url';
import { isMenuItemSlug, isMenuKind } from '@rewards-storefront/domain/content/access-url';
import { DEEP_LINK_PARAMETER } from '@rewards-storefront/domain/routing/deep-link';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { HandoffFailed, HandoffPending } from '../components/handoff-pages';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';

type Shown = { readonly kind: 'loading' } | Extract<AccessRedirect, { kind: 'failed' | 'unavailable' }>;

/**
 * /access/:kind/:slug: the access redirect (spec §2 "an access redirect goes
 * to a URL the server returns"). A menu item whose address needs an access
 * URL leads here (in a new tab when the item says so); the page asks for
 * the signed address and replaces itself with it, so Back does not return
 * to this page. Without a session, the sign-in page, which brings the
 * member back here once signed in (a deep link).
 */
export function AccessRedirectPage() {
  const { t, locale } = useTranslate();
  const { kind, slug } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const follow = useCapability('content').followAccessUrl;
  const navigator = useCapability('ports').pageNavigator;
  const valid = isMenuKind(kind) && isMenuItemSlug(slug);
  const [shown, setShown] = useState<Shown>(valid ? { kind: 'loading' } : { kind: 'unavailable' });
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(t(shown.kind === 'loading' ? 'accessRedirect.pageTitle' : 'accessRedirect.failedTitle'));

  useEffect(() => {
    if (!isMenuKind(kind) || !isMenuItemSlug(slug)) return;
    let current = true;
    void follow.execute({ kind, slug, locale }).then((outcome) => {
      if (!current) return;
      if (outcome.kind === 'redirect') navigator.replace(outcome.url);
      else if (outcome.kind === 'sign-in') {
        const path = pathname.replace(/^\/fr(?=\/)/, '');
        void navigate(`${localized('/login')}?${new URLSearchParams({ [DEEP_LINK_PARAMETER]: path })}`, { replace: true });
      } else if (outcome.kind !== 'session') setShown(outcome);
    });
    return () => {
      current = false;
    };
  }, [kind, slug, locale, attempt, follow, navigator, navigate, localized, pathname]);

  const retry = useCallback(() => {
    setShown({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  if (shown.kind === 'loading') return <HandoffPending title={t('accessRedirect.pageTitle')} message={t('accessRedirect.loading')} />;

  return (
    <HandoffFailed
      title={t('accessRedirect.failedTitle')}
      after={
        <Group>
          {shown.kind === 'failed' && <Button onClick={retry}>{t('accessRedirect.retry')}</Button>}
          <Anchor component={Link} to={localized('/shop')}>
            {t('accessRedirect.back')}
          </Anchor>
        </Group>
      }
    >
      <Text fw={600}>{t(shown.kind === 'failed' ? 'accessRedirect.failed' : 'accessRedirect.unavailable')}</Text>
    </HandoffFailed>
  );
}
