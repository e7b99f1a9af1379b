import { useTranslate } from '../hooks/use-translate';

/** The address lines the text shows (a saved, entered or verified address). */
export interface AddressLinesView {
  readonly first_name: string;
  readonly last_name: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly region_code: string;
  readonly postal_code: string;
  readonly country: string;
}

/** An address as a postal block: name, street lines, city with province and postal code, country. */
export function AddressText({ address }: { address: AddressLinesView }) {
  const { t } = useTranslate();
  const country = t(`checkout.address.countries.${address.country.toUpperCase()}`, { defaultValue: address.country });
  return (
    <span style={{ display: 'block' }}>
      {`${address.first_name} ${address.last_name}`.trim()}
      <br />
      {address.address1}
      {address.address2 && (
        <>
          <br />
          {address.address2}
        </>
      )}
      <br />
      {`${address.city} ${address.region_code} ${address.postal_code}`}
      <br />
      {country}
    </span>
  );
}
