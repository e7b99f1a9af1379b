import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { localizePath } from '@rewards-storefront/domain/locale/locale-path';
import { useCallback } from 'react';
import { useCapability } from '../hooks/use-capability';
import { useLocale } from '../hooks/use-locale';

/**
 * Where a member goes right after signing in (form, single sign-on,
 * login-as, accepted programme rules): the saved deep link if it is still
 * live, else the shop (spec §2), in the member's preferred language when the
 * sign-in's answer names it (checked once per session), else the page's.
 * Each call takes the deep link, so it is followed once.
 */
export function useLandingAfterSignIn(): (preferred?: Locale) => string {
  const locale = useLocale();
  const takeDeepLink = useCapability('content').takeDeepLink;
  const applyPreferredLanguage = useCapability('session').applyPreferredLanguage;
  return useCallback(
    (preferred?: Locale) =>
      localizedTarget(takeDeepLink.execute() ?? '/shop', applyPreferredLanguage.atSignIn({ preferred, currentLocale: locale })),
    [takeDeepLink, applyPreferredLanguage, locale],
  );
}

/** An in-store target ("/account/wishlist?tab=2#top") in `locale`, its query and hash kept. */
export function localizedTarget(target: string, locale: Parameters<typeof localizePath>[1]): string {
  const at = target.search(/[?#]/);
  const path = at === -1 ? target : target.slice(0, at);
  const rest = at === -1 ? '' : target.slice(at);
  return `${localizePath(path, locale)}${rest}`;
}
