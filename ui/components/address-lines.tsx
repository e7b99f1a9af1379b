import type { SavedAddress } from '@rewards-storefront/domain/address-book/saved-address';
import { isCanadianRegionCode } from '@rewards-storefront/domain/address-book/shipping-address';
import { useTranslate } from '../hooks/use-translate';
import classes from './member-page.module.css';

/** The lines of an address as Canada Post writes them, the province named in the page's language. */
export function AddressLines({
  address,
  inLabel = false,
}: {
  readonly address: Pick<SavedAddress, 'address1' | 'address2' | 'city' | 'regionCode' | 'postalCode' | 'country'>;
  /** Inside a form control's label, where only phrasing content may go: a span rather than an address element. */
  readonly inLabel?: boolean;
}) {
  const Element = inLabel ? 'span' : 'address';
  const { t } = useTranslate();
  const region = isCanadianRegionCode(address.regionCode)
    ? t(`addressBook.regions.${address.regionCode.toUpperCase()}`)
    : address.regionCode;
  return (
    <Element className={classes.lines} style={inLabel ? { display: 'block' } : undefined}>
      {address.address1}
      {address.address2 ? (
        <>
          <br />
          {address.address2}
        </>
      ) : null}
      <br />
      {`${address.city} ${region} ${address.postalCode}`}
      <br />
      {address.country === 'CA' ? t('addressBook.canada') : address.country}
    </Element>
  );
}
