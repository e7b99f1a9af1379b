import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import classes from '../components/member-page.module.css';
import { Section } from './section';

/** The account screens of spec §2, in the order a member looks for them. */
const LINKS = [
  ['/account/address', 'account.links.addresses'],
  ['/account/transactions', 'account.links.transactions'],
  ['/account/points-statement', 'pointsStatement.link'],
  ['/account/order-history', 'account.links.orders'],
  ['/account/my-itinerary', 'account.links.itinerary'],
  ['/account/wishlist', 'account.links.wishlist'],
  ['/account/best-value', 'account.links.bestValue'],
  ['/account/reset-password', 'account.links.password'],
] as const;

/** Where else the account goes: address book, transactions, points statement, orders, itineraries, wishlist, best value for points, password. */
export function AccountLinks() {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  return (
    <Section title={t('account.links.heading')}>
      <ul className={classes.links}>
        {LINKS.map(([path, key]) => (
          <li key={path}>
            <Anchor component={Link} to={localized(path)}>
              {t(key)}
            </Anchor>
          </li>
        ))}
      </ul>
    </Section>
  );
}
