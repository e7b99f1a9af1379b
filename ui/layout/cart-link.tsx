import { TOKENS } from '@application/di-tokens';
import { Anchor } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useDependency } from '../hooks/use-dependency';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import classes from './site-header.module.css';

/**
 * The member's cart in the header: a link to the cart with the number of
 * items as a badge, its name saying the count in words ("Cart, 3 items").
 * The cart is loaded when shown and again whenever the active card changes
 * (each card has its own cart).
 */
export function CartLink() {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const loadCart = useDependency(TOKENS.loadCart);
  const count = useObservable(useDependency(TOKENS.cartStore).itemCount$);
  const { accountId, loading } = useObservable(useDependency(TOKENS.accountStore).state$);

  useEffect(() => {
    void loadCart.execute(locale);
  }, [loadCart, locale, accountId, loading]);

  return (
    <Anchor component={Link} to={localized('/shop/cart')} className={classes.cartLink} aria-label={t('cart.link', { count })}>
      <IconShoppingCart size={26} stroke={1.75} aria-hidden="true" />
      <span className={classes.cartCount} aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
    </Anchor>
  );
}
