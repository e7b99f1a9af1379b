// The select's chevron; loaded with the shop's chunk only.
import '@mantine/core/styles/Combobox.css';
import { PRODUCT_SORT_OPTIONS, isProductSort, type ProductSort } from '@rewards-storefront/domain/catalogue/product-sort';
import { SHOP_QUERY_KEYS } from '@rewards-storefront/domain/catalogue/shop-query';
import { NativeSelect } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';

/** The select's value for the server's default order (no `sort` in the URL). */
const DEFAULT_VALUE = '';

/**
 * The sort menu (spec §2: the six product sort options), after a first
 * "Recommended" entry for the server's default order: relevance when
 * searching, newest first otherwise. A native select, so it works the same
 * with a keyboard, a screen reader and a phone's picker.
 */
export function ShopSortSelect({ sort, onSort }: { sort: ProductSort | null; onSort: (sort: ProductSort | null) => void }) {
  const { t } = useTranslate();
  const data = [
    { value: DEFAULT_VALUE, label: t('shop.sort.default') },
    ...PRODUCT_SORT_OPTIONS.map((option) => ({ value: option, label: t(`shop.sort.${option}`) })),
  ];
  return (
    <NativeSelect
      // Sent by the sort's form without the page's script (ShopQueryForm); with it, a change applies at once.
      name={SHOP_QUERY_KEYS.sort}
      label={t('shop.sortLabel')}
      data={data}
      value={sort ?? DEFAULT_VALUE}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onSort(isProductSort(value) ? value : null);
      }}
    />
  );
}
