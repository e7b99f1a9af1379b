import type { CharityShare } from '@rewards-storefront/domain/donations/charity-shares';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { useTranslate } from '../hooks/use-translate';

/** The charities a gift is shared among, each with its share in points, in the order chosen; nothing for other items. */
export function CharityShareList({ shares, label }: { readonly shares: readonly CharityShare[]; readonly label?: string }) {
  const { t, locale } = useTranslate();
  if (shares.length === 0) return null;
  return (
    <ul aria-label={label} data-testid="charity-shares" style={{ margin: 0, paddingInlineStart: '1.25em' }}>
      {shares.map((share) => (
        <li key={share.id}>{t('product.charities.share', { name: share.name, points: formatPoints(share.points, locale) })}</li>
      ))}
    </ul>
  );
}
