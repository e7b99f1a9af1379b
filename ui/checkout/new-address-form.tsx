import { validateShippingAddressForm, type ShippingAddressForm } from '@rewards-storefront/domain/address-book/shipping-address-form';
import { CANADIAN_REGION_CODES } from '@rewards-storefront/domain/address-book/shipping-address';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { domainFormSchema } from '../components/domain-form-schema';
import { useTranslate } from '../hooks/use-translate';

const shippingAddressFormSchema = domainFormSchema(validateShippingAddressForm);

const LABEL_KEYS: Record<keyof ShippingAddressForm, string> = {
  first_name: 'checkout.address.firstName',
  last_name: 'checkout.address.lastName',
  address1: 'checkout.address.address1',
  address2: 'checkout.address.address2',
  city: 'checkout.address.city',
  region_code: 'checkout.address.region',
  postal_code: 'checkout.address.postalCode',
  country: 'checkout.address.country',
};

const EMPTY: ShippingAddressForm = {
  first_name: '',
  last_name: '',
  address1: '',
  address2: '',
  city: '',
  region_code: '',
  postal_code: '',
  country: 'CA',
};

export interface NewAddressFormProps {
  /** What the member typed last, to start from when they come back to change it. */
  readonly initial?: ShippingAddressForm;
  readonly busy: boolean;
  readonly onSubmit: (form: ShippingAddressForm, save: boolean) => void;
  /** Called on every change, so a checkout attempt made after it is a new one. */
  readonly onChange: () => void;
}

/**
 * A new shipping address (spec §3 address, §5): names, street lines,
 * city, province, postal code and country, checked by the domain's
 * rule before anything is sent (Canadian street addresses only: no P.O.
 * box, rural route or address outside Canada), with the choice to save
 * it to the address book.
 */
export function NewAddressForm({ initial = EMPTY, busy, onSubmit, onChange }: NewAddressFormProps) {
  const { t } = useTranslate();
  const [save, setSave] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ShippingAddressForm>({ resolver: zodResolver(shippingAddressFormSchema), defaultValues: initial });

  const messageOf = (field: keyof ShippingAddressForm, error: FieldError | undefined) =>
    error?.message ? t(error.message, { field: t(LABEL_KEYS[field]) }) : undefined;
  const field = (name: keyof ShippingAddressForm) => ({
    label: t(LABEL_KEYS[name]),
    error: messageOf(name, errors[name]),
    ...register(name, { onChange }),
  });

  return (
    <form onSubmit={(event) => void handleSubmit((form) => onSubmit(form, save))(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput required autoComplete="shipping given-name" {...field('first_name')} />
          <TextInput required autoComplete="shipping family-name" {...field('last_name')} />
        </SimpleGrid>
        <TextInput required autoComplete="shipping address-line1" {...field('address1')} />
        <TextInput autoComplete="shipping address-line2" {...field('address2')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput required autoComplete="shipping address-level2" {...field('city')} />
          <NativeSelect
            required
            autoComplete="shipping address-level1"
            data={[
              { value: '', label: t('checkout.address.chooseRegion') },
              ...CANADIAN_REGION_CODES.map((code) => ({ value: code, label: t(`address.regions.${code}`) })),
            ]}
            {...field('region_code')}
          />
          <TextInput required autoComplete="shipping postal-code" {...field('postal_code')} />
          <NativeSelect
            required
            autoComplete="shipping country"
            data={['CA', 'US'].map((code) => ({ value: code, label: t(`checkout.address.countries.${code}`) }))}
            {...field('country')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('checkout.shipping.save')}
          checked={save}
          onChange={(event) => {
            setSave(event.currentTarget.checked);
            onChange();
          }}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('checkout.shipping.continue')}
        </Button>
      </Stack>
    </form>
  );
}
