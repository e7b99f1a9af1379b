import { categoryOptions, type FacetCounts } from '@rewards-storefront/domain/catalogue/facet-counts';
import { Anchor, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from '../hooks/use-translate';
import classes from './shop-filters.module.css';
import { formatCount } from '@rewards-storefront/domain/format/format-number';
import { useInstantNavigation } from './use-instant-navigation';

interface CategoryFilterProps {
  readonly facets: FacetCounts;
  readonly selectedPath: readonly string[];
  /** The link that shows the shop with `path` as the category (page 1, other filters kept). */
  readonly hrefFor: (path: readonly string[]) => string;
}

/**
 * The category tree (spec §2, §9 `category.lvl{n}` facets), one level at a
 * time: the selected path as a trail of links to go back up ("All
 * categories" first), then the categories one level below it with their
 * product counts to go down. Every step is a link, so it opens in a new tab
 * and the back button undoes it.
 */
export function CategoryFilter({ facets, selectedPath, hrefFor }: CategoryFilterProps) {
  const { t, locale } = useTranslate();
  const headingId = useId();
  const { onLinkClick } = useInstantNavigation();
  const options = categoryOptions(facets, selectedPath, [], locale);
  const current = selectedPath.at(-1);
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {t('filters.category')}
      </Title>
      {current !== undefined && (
        <nav aria-label={t('filters.categoryPath')}>
          <ol className={classes.trail}>
            <li>
              <Anchor component={Link} to={hrefFor([])} onClick={onLinkClick(hrefFor([]))}>
                {t('filters.allCategories')}
              </Anchor>
            </li>
            {selectedPath.map((name, index) =>
              index === selectedPath.length - 1 ? (
                <li key={name} aria-current="location" className={classes.trailCurrent}>
                  {name}
                </li>
              ) : (
                <li key={name}>
                  <Anchor
                    component={Link}
                    to={hrefFor(selectedPath.slice(0, index + 1))}
                    onClick={onLinkClick(hrefFor(selectedPath.slice(0, index + 1)))}
                  >
                    {name}
                  </Anchor>
                </li>
              ),
            )}
          </ol>
        </nav>
      )}
      {options.length > 0 && (
        <ul className={classes.optionList} aria-label={current === undefined ? t('filters.category') : t('filters.categoryChoices', { category: current })}>
          {options.map((option) => (
            <li key={option.name}>
              <Anchor component={Link} to={hrefFor(option.path)} onClick={onLinkClick(hrefFor(option.path))} className={classes.categoryLink}>
                {t('filters.optionCount', { name: option.name, total: formatCount(option.count, locale) })}
              </Anchor>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
