import type { Cart } from '@rewards-storefront/domain/cart/cart';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { useTranslate } from '../hooks/use-translate';

type SumRow = 'subtotal' | 'promotions' | 'fees' | 'total';

interface CartSumRowsProps {
  readonly cart: Cart;
  /** The class of the total's term and value: each list gives the total its own weight. */
  readonly totalClassName: string | undefined;
  /** The `data-testid` of the values a page's tests read, by row. */
  readonly testIds?: Partial<Record<SumRow, string>>;
}

/**
 * A cart's sums as the term and value rows of a description list, the same
 * in the cart and at checkout: the subtotal, the promotions and the fees when
 * there are any, shipping included, and the total.
 */
export function CartSumRows({ cart, totalClassName, testIds = {} }: CartSumRowsProps) {
  const { t, locale } = useTranslate();
  const points = (value: number) => formatPoints(value, locale);
  return (
    <>
      <dt>{t('cart.summary.subtotal')}</dt>
      <dd data-testid={testIds.subtotal}>{points(cart.subtotal)}</dd>
      {cart.promotionAmount > 0 && (
        <>
          <dt>{t('cart.summary.promotions')}</dt>
          <dd data-testid={testIds.promotions}>−{points(cart.promotionAmount)}</dd>
        </>
      )}
      {cart.feeAmount > 0 && (
        <>
          <dt>{t('cart.summary.fees')}</dt>
          <dd data-testid={testIds.fees}>{points(cart.feeAmount)}</dd>
        </>
      )}
      <dt>{t('cart.summary.shipping')}</dt>
      <dd>{t('cart.summary.included')}</dd>
      <dt className={totalClassName}>{t('cart.summary.total')}</dt>
      <dd className={totalClassName} data-testid={testIds.total}>
        {points(cart.total)}
      </dd>
    </>
  );
}
