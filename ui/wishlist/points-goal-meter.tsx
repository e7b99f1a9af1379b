import { pointsGoal, type CardEarning } from '@rewards-storefront/domain/catalogue/points-goal';
import { formatDate } from '@rewards-storefront/domain/format/format-date';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslate } from '../hooks/use-translate';
import classes from './wishlist-list.module.css';

export interface PointsGoalMeterProps {
  readonly itemName: string;
  readonly itemPoints: number;
  /** The active card's balance. */
  readonly balance: number;
  /** The active card's earning over the goals' window; null while it is unknown (then no date is said). */
  readonly earning: CardEarning | null;
  readonly today: Date;
}

/**
 * A wished item as a points goal for the active card (issue 26 item 2):
 * "You can redeem this now", or the points still needed, a progress bar of
 * the share saved (named after the item, with its value in words) and the
 * day the card's last 90 days of earning would get there, or why no day
 * can be said.
 */
export function PointsGoalMeter({ itemName, itemPoints, balance, earning, today }: PointsGoalMeterProps) {
  const { t, locale } = useTranslate();
  const goal = pointsGoal({ itemPoints, balance, earnedPoints: earning?.earnedPoints ?? 0, today });
  if (goal.kind === 'redeemable') {
    return (
      <Text m={0} size="sm" fw={600} className={classes.goalReady}>
        {/* The words carry the meaning in the text colour (the theme's green is under 4.5:1 on white); the mark is decoration. */}
        <IconCircleCheck size={18} aria-hidden="true" color="var(--mantine-color-green-8)" />
        {t('wishlist.goal.redeemable')}
      </Text>
    );
  }
  const saved = t('wishlist.goal.saved', { percent: goal.percentSaved });
  return (
    <Stack gap={4} className={classes.goal}>
      <Text m={0} size="sm" fw={600}>
        {t('wishlist.goal.needed', { points: formatPoints(goal.pointsNeeded, locale) })}
      </Text>
      {/* Mantine's own aria-valuetext is "75%"; the member's language writes "75 %" in French. */}
      <Progress.Root size="md" radius="xl">
        <Progress.Section
          value={goal.percentSaved}
          withAria={false}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={goal.percentSaved}
          aria-valuetext={saved}
          aria-label={t('wishlist.goal.progressLabel', { name: itemName })}
        />
      </Progress.Root>
      <Text m={0} size="sm" c="gray.7">
        {saved}
      </Text>
      {earning !== null && (
        <Text m={0} size="sm" c="gray.7">
          {goal.estimate.kind === 'date'
            ? t('wishlist.goal.estimate', { date: formatDate(goal.estimate.date, locale) })
            : goal.estimate.kind === 'beyond-horizon'
              ? t('wishlist.goal.beyondHorizon', { years: goal.estimate.years })
              : t('wishlist.goal.noHistory')}
        </Text>
      )}
    </Stack>
  );
}
