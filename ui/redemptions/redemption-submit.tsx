import { Button, Text } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';
import { RedemptionConsents, type ConsentValues } from './redemption-consents';

interface RedemptionSubmitProps {
  readonly consents: ConsentValues;
  readonly onConsentsChange: (value: ConsentValues) => void;
  /** After a first submit: a consent left unticked says so. */
  readonly showErrors: boolean;
  readonly sending: boolean;
  readonly readOnly: boolean;
}

/** The end of a redemption form: the two consents, the submit button and, for a read-only admin, why it does nothing. */
export function RedemptionSubmit({ consents, onConsentsChange, showErrors, sending, readOnly }: RedemptionSubmitProps) {
  const { t } = useTranslate();
  return (
    <>
      <RedemptionConsents value={consents} onChange={onConsentsChange} showErrors={showErrors} />
      <div>
        <Button type="submit" loading={sending} disabled={readOnly}>
          {t('redemptions.submit')}
        </Button>
      </div>
      {readOnly && <Text m={0}>{t('readOnly.control')}</Text>}
    </>
  );
}
