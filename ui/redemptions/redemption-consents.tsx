import { Checkbox, Stack } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';

export interface ConsentValues {
  readonly programRules: boolean;
  readonly irreversible: boolean;
}

/** Spec §5's consent boxes of a redemption: the programme rules, and that it cannot be undone. Both are required. */
export function RedemptionConsents({
  value,
  onChange,
  showErrors,
}: {
  readonly value: ConsentValues;
  readonly onChange: (value: ConsentValues) => void;
  readonly showErrors: boolean;
}) {
  const { t } = useTranslate();
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('redemptions.consents.programRules')}
        checked={value.programRules}
        onChange={(event) => onChange({ ...value, programRules: event.currentTarget.checked })}
        error={showErrors && !value.programRules ? t('redemptions.consents.required') : undefined}
      />
      <Checkbox
        label={t('redemptions.consents.irreversible')}
        checked={value.irreversible}
        onChange={(event) => onChange({ ...value, irreversible: event.currentTarget.checked })}
        error={showErrors && !value.irreversible ? t('redemptions.consents.required') : undefined}
      />
    </Stack>
  );
}
