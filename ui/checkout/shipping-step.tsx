import type { ShipTo } from '@application/ports/checkout-gateway';
import type { AddressValidationOutcome } from '@rewards-storefront/domain/address-book/address-validation-outcome';
import { STREET_SUGGESTION_MESSAGE_KEY } from '@rewards-storefront/domain/address-book/address-validation-outcome';
import { shippingAddressOf, type SavedAddress } from '@rewards-storefront/domain/address-book/saved-address';
import { toShippingAddress, type ShippingAddress, type ShippingAddressForm } from '@rewards-storefront/domain/address-book/shipping-address-form';
import { withSuggestedStreet } from '@rewards-storefront/domain/address-book/street-suggestion';
import { Alert, Badge, Button, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCapability } from '../hooks/use-capability';
import { useTranslate } from '../hooks/use-translate';
import { AddressText } from './address-text';
import { NewAddressForm } from './new-address-form';

/** Where the order ships, and the address to show for it. */
export interface ShippingChoice {
  readonly shipTo: ShipTo;
  readonly address: ShippingAddress;
}

export interface ShippingStepProps {
  readonly addresses: readonly SavedAddress[];
  readonly chosen: ShippingChoice | null;
  readonly onChosen: (choice: ShippingChoice) => void;
  /** Called on every change of what the checkout would send. */
  readonly onChange: () => void;
}

/** The verifier's answer the member must act on: the two addresses to choose from, with the street notice when there is one. */
interface ToConfirm {
  readonly entered: ShippingAddress;
  readonly verified: ShippingAddress;
  readonly streetName: string | null;
  readonly save: boolean;
}

/**
 * The shipping step (spec §2 checkout, §5 address rules): an address of
 * the book, or a new one, which the address service verifies first (spec
 * §5 suggestion flow): a verified version, or a suggested street name with
 * its notice, is offered next to the entered address and the member
 * chooses; an error shows its message; a failed call the generic error.
 */
export function ShippingStep({ addresses, chosen, onChosen, onChange }: ShippingStepProps) {
  const { t } = useTranslate();
  const validate = useCapability('checkout').validateShippingAddress;
  const initialChoice =
    chosen?.shipTo.kind === 'saved'
      ? String(chosen.shipTo.addressId)
      : chosen
        ? 'new'
        : (addresses.find((a) => a.isDefault) ?? addresses[0])?.id;
  const [choice, setChoice] = useState<string>(initialChoice === undefined ? 'new' : String(initialChoice));
  const [verifying, setVerifying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [toConfirm, setToConfirm] = useState<ToConfirm | null>(null);
  const [confirmChoice, setConfirmChoice] = useState<'entered' | 'verified'>('verified');
  const [lastTyped, setLastTyped] = useState<ShippingAddressForm | undefined>(undefined);

  const saved = addresses.find((address) => String(address.id) === choice);

  const verify = async (form: ShippingAddressForm, save: boolean) => {
    setLastTyped(form);
    setProblem(null);
    setVerifying(true);
    const entered = toShippingAddress(form);
    let outcome: AddressValidationOutcome<ShippingAddress>;
    try {
      outcome = await validate.execute(entered);
    } finally {
      setVerifying(false);
    }
    switch (outcome.kind) {
      case 'valid':
        onChosen({ shipTo: { kind: 'new', address: entered, save }, address: entered });
        return;
      case 'suggestion':
        setToConfirm({ entered, verified: outcome.suggestion, streetName: null, save });
        setConfirmChoice('verified');
        return;
      case 'street-suggestion':
        setToConfirm({
          entered,
          verified: { ...entered, address1: withSuggestedStreet(entered.address1, outcome.streetName) },
          streetName: outcome.streetName,
          save,
        });
        setConfirmChoice('verified');
        return;
      case 'error':
        setProblem(outcome.message);
        return;
      case 'failed':
        setProblem(t('checkout.shipping.validationFailed'));
    }
  };

  if (toConfirm !== null) {
    const use = confirmChoice === 'verified' ? toConfirm.verified : toConfirm.entered;
    return (
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('checkout.shipping.chooseHeading')}
        </Title>
        {toConfirm.streetName !== null ? (
          <Alert color="blue" variant="light" role="status">
            {t(STREET_SUGGESTION_MESSAGE_KEY, { street_name: toConfirm.streetName })}
          </Alert>
        ) : (
          <Text m={0}>{t('checkout.shipping.chooseIntro')}</Text>
        )}
        <Radio.Group
          label={t('checkout.shipping.choose')}
          value={confirmChoice}
          onChange={(value) => {
            setConfirmChoice(value === 'entered' ? 'entered' : 'verified');
            onChange();
          }}
        >
          <Stack gap="sm" mt="xs">
            <Radio value="verified" label={<ChoiceLabel title={t('checkout.shipping.verified')} address={toConfirm.verified} />} />
            <Radio value="entered" label={<ChoiceLabel title={t('checkout.shipping.entered')} address={toConfirm.entered} />} />
          </Stack>
        </Radio.Group>
        <Stack gap="xs" align="flex-start">
          <Button onClick={() => onChosen({ shipTo: { kind: 'new', address: use, save: toConfirm.save }, address: use })}>
            {t('checkout.shipping.useChosen')}
          </Button>
          <Button variant="subtle" onClick={() => setToConfirm(null)}>
            {t('checkout.shipping.edit')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text m={0} size="sm">
        {t('checkout.shipping.canadaOnly')}
      </Text>
      <Radio.Group
        label={t('checkout.shipping.choose')}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setProblem(null);
          onChange();
        }}
      >
        <Stack gap="sm" mt="xs">
          {addresses.map((address) => (
            <Radio
              key={address.id}
              value={String(address.id)}
              label={
                <span>
                  <AddressText address={shippingAddressOf(address)} />
                  {address.isDefault && (
                    <Badge variant="light" color="secondary" mt={4}>
                      {t('checkout.shipping.default')}
                    </Badge>
                  )}
                </span>
              }
            />
          ))}
          <Radio value="new" label={t('checkout.shipping.newAddress')} />
        </Stack>
      </Radio.Group>
      {problem !== null && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {saved !== undefined ? (
        <Button
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChosen({ shipTo: { kind: 'saved', addressId: saved.id }, address: shippingAddressOf(saved) })}
        >
          {t('checkout.shipping.continue')}
        </Button>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('checkout.shipping.newAddressHeading')}
            </Title>
            <NewAddressForm initial={lastTyped} busy={verifying} onSubmit={(form, save) => void verify(form, save)} onChange={onChange} />
            <Text m={0} size="sm" role="status">
              {verifying ? t('checkout.shipping.verifying') : ''}
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function ChoiceLabel({ title, address }: { title: string; address: ShippingAddress }) {
  return (
    <span>
      <strong>{title}</strong>
      <AddressText address={address} />
    </span>
  );
}
