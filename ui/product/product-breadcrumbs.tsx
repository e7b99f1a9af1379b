import type { CatalogueSlug } from '@rewards-storefront/domain/catalogue/catalogue';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import classes from './product-breadcrumbs.module.css';
import { catalogueLocation } from '../components/catalogue-location';

export interface ProductBreadcrumbsProps {
  readonly catalogue: CatalogueSlug;
  /** The product's category path, root first, in the page's language. */
  readonly categoryPath: readonly string[];
  /** The product's name, the last crumb (the current page, not a link). */
  readonly productName: string;
}

/**
 * Where the product sits: its catalogue, then each level of its category
 * path, each a link to the shop narrowed to that category, then the product
 * itself marked as the current page.
 */
export function ProductBreadcrumbs({ catalogue, categoryPath, productName }: ProductBreadcrumbsProps) {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  const crumbs = [
    { label: t(`product.catalogues.${catalogue}`), to: catalogueLocation(catalogue) },
    ...categoryPath.map((name, index) => ({ label: name, to: catalogueLocation(catalogue, categoryPath.slice(0, index + 1)) })),
  ];
  return (
    <nav aria-label={t('product.breadcrumbs')}>
      <ol className={classes.list}>
        {crumbs.map((crumb) => (
          <li key={crumb.to} className={classes.item}>
            <Anchor component={Link} to={localized(crumb.to)}>
              {crumb.label}
            </Anchor>
          </li>
        ))}
        <li className={classes.item}>
          <span aria-current="page" className={classes.current}>
            {productName}
          </span>
        </li>
      </ol>
    </nav>
  );
}
