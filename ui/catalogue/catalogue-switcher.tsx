import { CATALOGUES, type CatalogueSlug } from '@rewards-storefront/domain/catalogue/catalogue';
import { DEFAULT_SHOP_QUERY } from '@rewards-storefront/domain/catalogue/shop-query';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { useInstantNavigation } from './use-instant-navigation';
import { shopSearch } from './use-shop-query';

/**
 * The four catalogues of /shop as links (spec §2, §9 catalogue slugs): each
 * opens /shop with its `?catalogue=` and no filter, since the facets of one
 * catalogue mean nothing in another. The current one is marked
 * `aria-current="page"`. Links keep the page's locale prefix.
 */
export function CatalogueSwitcher({ current }: { current: CatalogueSlug }) {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  const { onLinkClick } = useInstantNavigation();
  return (
    <Group component="nav" aria-label={t('catalogues.switcher')} gap="xs">
      {CATALOGUES.map((catalogue) => {
        const active = catalogue === current;
        const href = `${localized('/shop')}${shopSearch(DEFAULT_SHOP_QUERY, catalogue)}`;
        return (
          <Button
            key={catalogue}
            component={Link}
            to={href}
            onClick={onLinkClick(href)}
            variant={active ? 'filled' : 'default'}
            aria-current={active ? 'page' : undefined}
            radius="xl"
          >
            {t(`catalogues.${catalogue}`)}
          </Button>
        );
      })}
    </Group>
  );
}
