import type { Order, OrderAddress } from '@rewards-storefront/domain/orders/order';
import { Text } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';
import { OrderFacts } from './order-facts';
import classes from './order-shipping.module.css';

/** An address as Canada Post writes it: name, street lines, city with province and postal code, country. */
function addressLines(address: OrderAddress): string[] {
  const name = [address.firstName, address.lastName].filter((part) => part !== null && part.trim() !== '').join(' ');
  return [
    name,
    address.address1,
    address.address2 ?? '',
    `${address.city} ${address.regionCode} ${address.postalCode}`,
    address.country,
  ].filter((line) => line.trim() !== '');
}

/** An address block (shipping or billing), one line a span so it reads as one address. */
export function OrderAddressBlock({ address }: { readonly address: OrderAddress }) {
  return (
    <address className={classes.address}>
      {addressLines(address).map((line, index) => (
        <span key={index} className={classes.line}>
          {line}
        </span>
      ))}
    </address>
  );
}

/** Where the order ships and how the member is reached about it (spec §3 shipping and contact information). */
export function OrderShipping({ order }: { readonly order: Order }) {
  const { t } = useTranslate();
  const address = order.shippingAddress;
  return (
    <>
      {address === null && <Text m={0}>{t('orders.detail.noShipping')}</Text>}
      <OrderFacts
        facts={[
          {
            key: 'ship-to',
            label: t('orders.detail.shipTo'),
            value:
              address === null ? null : <OrderAddressBlock address={address} />,
          },
          { key: 'email', label: t('orders.detail.email'), value: order.contact.email },
          { key: 'phone', label: t('orders.detail.phone'), value: order.contact.phone },
        ]}
      />
    </>
  );
}
