import { Anchor } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import classes from './cart-link.module.css';

/**
 * The member's cart in the header: a link to the cart with the number of
 * items as a badge, its name saying the count in words ("Cart, 3 items").
 * The count is the active card's cart's (the cart store follows the card).
 */
export function CartLink() {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  const count = useObservable(useCapability('catalogue').cartStore.itemCount$);

  return (
    <Anchor component={Link} to={localized('/shop/cart')} className={classes.cartLink} aria-label={t('cart.link', { count })}>
      <IconShoppingCart size={26} stroke={1.75} aria-hidden="true" />
      <span className={classes.cartCount} aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
    </Anchor>
  );
}
