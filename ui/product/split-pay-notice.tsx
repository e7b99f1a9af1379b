import type { ProductSaleChannel } from '@rewards-storefront/domain/catalogue/product-detail';
import { minimumPoints, splitPayMessage } from '@rewards-storefront/domain/catalogue/split-pay';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslate } from '../hooks/use-translate';
import classes from './split-pay-notice.module.css';

export interface SplitPayNoticeProps {
  readonly saleChannel: ProductSaleChannel;
  /** The points the chosen quantity of the chosen variant costs. */
  readonly totalPoints: number;
}

/**
 * How the product can be paid (spec §5 split pay), shown only when its sale
 * channel offers split pay: "minimum points required" with the least points
 * the chosen quantity needs, "cash only" or "points only".
 */
export function SplitPayNotice({ saleChannel, totalPoints }: SplitPayNoticeProps) {
  const { t, locale } = useTranslate();
  if (!saleChannel.hasSplitPay) return null;
  const message = splitPayMessage(saleChannel);
  const text =
    message === 'minimum-points-required'
      ? t('product.splitPay.minimumPointsRequired', {
          points: formatPoints(minimumPoints(totalPoints, saleChannel.minPercentagePoints), locale),
        })
      : message === 'cash-only'
        ? t('product.splitPay.cashOnly')
        : t('product.splitPay.pointsOnly');
  return (
    <Text component="p" className={classes.notice} data-split-pay={message}>
      <IconCreditCard size={20} aria-hidden="true" className={classes.icon} />
      <span>{text}</span>
    </Text>
  );
}
