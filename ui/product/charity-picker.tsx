import { charityShares, type CharityChoice } from '@rewards-storefront/domain/donations/charity-shares';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslate } from '../hooks/use-translate';

export interface CharityPickerProps {
  readonly choice: CharityChoice;
  /** The charities chosen, in the order chosen (the first ones take the remainder of the shares). */
  readonly chosen: readonly number[];
  readonly onChange: (chosen: readonly number[]) => void;
  /** The gift's points (price × quantity), shared among the charities chosen. */
  readonly giftPoints: number;
}

/**
 * The charities a gift is shared among (spec §9, up to three): a labelled
 * group of checkboxes stating the rule; once the product's maximum is
 * chosen the others are disabled and the group says why. Each chosen
 * charity's share of the gift is shown in points, by the domain's rule, in
 * the order chosen.
 */
export function CharityPicker({ choice, chosen, onChange, giftPoints }: CharityPickerProps) {
  const { t, locale } = useTranslate();
  const sharesId = useId();
  const full = chosen.length >= choice.maxCharities;
  const shares = charityShares(giftPoints, chosen.length);
  const nameOf = new Map(choice.charities.map((charity) => [charity.id, charity.name]));

  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={t('product.charities.legend')}
        description={
          full
            ? t('product.charities.maxReached', { count: choice.maxCharities })
            : t('product.charities.rule', { count: choice.maxCharities })
        }
        value={chosen.map(String)}
        // The group appends a newly ticked charity, so the order chosen is kept.
        onChange={(values) => onChange(values.map(Number).slice(0, choice.maxCharities))}
      >
        <Stack gap={6} mt="xs">
          {choice.charities.map((charity) => (
            <Checkbox key={charity.id} value={String(charity.id)} label={charity.name} disabled={full && !chosen.includes(charity.id)} />
          ))}
        </Stack>
      </Checkbox.Group>
      {chosen.length > 0 && (
        <section aria-labelledby={sharesId}>
          <Text id={sharesId} fw={600} m={0}>
            {t('product.charities.shares')}
          </Text>
          <ul data-testid="charity-shares">
            {chosen.map((id, index) => (
              <li key={id}>{t('product.charities.share', { name: nameOf.get(id) ?? '', points: formatPoints(shares[index]!, locale) })}</li>
            ))}
          </ul>
        </section>
      )}
    </Stack>
  );
}
