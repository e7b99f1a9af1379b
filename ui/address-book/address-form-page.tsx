import type { FieldError } from '@application/ports/gateway-failure';
import {
  addressFieldProblem,
  addressFormFlow,
  addressFormOf,
  addressLinesOf,
  addressToSave,
  initialAddressForm,
  verificationMessageCode,
} from '@rewards-storefront/domain/address-book/address-form-flow';
import { NEW_ADDRESS_COUNTRY_REASON_KEY, newAddressForm, type AddressFormValues } from '@rewards-storefront/domain/address-book/new-address';
import { CANADIAN_REGION_CODES } from '@rewards-storefront/domain/address-book/shipping-address';
import { Alert, Button, Checkbox, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useReducer } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AddressLines } from '../components/address-lines';
import { BackLink } from '../components/back-link';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';

type Field = keyof AddressFormValues;

const LABELS: Record<Field, string> = {
  first_name: 'addressBook.fields.firstName',
  last_name: 'addressBook.fields.lastName',
  address1: 'addressBook.fields.address1',
  address2: 'addressBook.fields.address2',
  city: 'addressBook.fields.city',
  region_code: 'addressBook.fields.region',
  postal_code: 'addressBook.fields.postalCode',
  country: 'addressBook.fields.country',
  email: 'addressBook.fields.email',
  phone: 'addressBook.fields.phone',
};

/**
 * /account/address/new and /account/address/edit?id= (spec §2): the address
 * form. A new address starts in Canada, as a shipping address, and says why
 * (spec §3's US default cannot receive merchandise, §5). Saving runs the
 * verification of spec §5: a suggested address or street is offered beside
 * the one entered and the member chooses; an error (a P.O. box, a missing
 * address, ...) is shown; a saved address leads back to the book.
 */
export function AddressFormPage({ mode }: { readonly mode: 'new' | 'edit' }) {
  const { t } = useTranslate();
  const store = useCapability('accountPortal').addressBookStore;
  const state = useObservable(store.state$);
  const profile = useObservable(useCapability('session').profileStore.state$).profile;
  const [params] = useSearchParams();
  const id = mode === 'edit' ? Number(params.get('id')) : null;
  useDocumentTitle(t(mode === 'new' ? 'addressBook.newTitle' : 'addressBook.editTitle'));
  useEffect(() => (mode === 'edit' ? store.show() : undefined), [mode, store]);

  const heading = (
    <Title order={1} id="address-form-heading">
      {t(mode === 'new' ? 'addressBook.newTitle' : 'addressBook.editTitle')}
    </Title>
  );
  let body;
  if (mode === 'new') {
    body = profile === null ? <PageLoader /> : <AddressForm id={null} initial={newAddressForm(profile)} isDefault={false} />;
  } else {
    const address = state.addresses.find((candidate) => candidate.id === id);
    if (address) body = <AddressForm key={address.id} id={address.id} initial={addressFormOf(address)} isDefault={address.isDefault} />;
    else if (state.status === 'loaded') body = <Text m={0}>{t('addressBook.notFound')}</Text>;
    else if (state.status === 'failed') body = <Text m={0}>{t('addressBook.loadError')}</Text>;
    else body = <PageLoader label={t('addressBook.loading')} />;
  }
  return (
    <Stack gap="lg" maw="64rem" mx="auto">
      <BackLink to="/account/address" labelKey="addressBook.back" />
      {heading}
      {body}
    </Stack>
  );
}

function AddressForm({
  id,
  initial,
  isDefault: wasDefault,
}: {
  readonly id: number | null;
  readonly initial: AddressFormValues;
  readonly isDefault: boolean;
}) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const save = useCapability('accountPortal').saveAddress;
  const readOnly = useReadOnly();
  const choiceId = useId();
  const [state, dispatch] = useReducer(addressFormFlow<FieldError>, undefined, () => initialAddressForm<FieldError>(initial, wasDefault));
  const { form, isDefault, phase, choice, fieldErrors, errorCode, saving } = state;

  const messageOf = (field: Field): string | undefined => {
    const problem = addressFieldProblem(state, field);
    if (problem === null) return undefined;
    if (problem === 'invalid') return t('validation.invalid', { field: t(LABELS[field]) });
    return problem.key === 'address.restricted'
      ? t(`addressBook.restricted.${problem.params['restriction']}`)
      : t(problem.key, { field: t(LABELS[field]) });
  };
  const input = (field: Field) => ({
    label: t(LABELS[field]),
    value: form[field],
    readOnly: phase.kind === 'choosing',
    error: messageOf(field),
    onChange: (event: { currentTarget: { value: string } }) => dispatch({ type: 'edit', field, value: event.currentTarget.value }),
  });

  const submit = async () => {
    dispatch({ type: 'saving' });
    const outcome = await save.execute({ id, ...addressToSave(state), isDefault, locale });
    dispatch({ type: 'answered', answer: outcome });
    if (outcome.outcome === 'saved') void navigate(localized('/account/address'), { state: { saved: true } });
  };

  return (
    <form
      aria-labelledby="address-form-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {errorCode !== null && (
          <Alert color="red" role="alert" title={t('addressBook.verification.errorTitle')}>
            {t(`addressBook.verification.${verificationMessageCode(errorCode)}`)}
          </Alert>
        )}
        {fieldErrors.length > 0 && (
          <Alert color="red" role="alert">
            {t('addressBook.verification.refused')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput autoComplete="given-name" required {...input('first_name')} />
          <TextInput autoComplete="family-name" required {...input('last_name')} />
        </SimpleGrid>
        <TextInput autoComplete="address-line1" required description={t('addressBook.fields.address1Help')} {...input('address1')} />
        <TextInput autoComplete="address-line2" {...input('address2')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput autoComplete="address-level2" required {...input('city')} />
          <NativeSelect
            required
            autoComplete="address-level1"
            label={t(LABELS.region_code)}
            value={form.region_code}
            error={messageOf('region_code')}
            disabled={phase.kind === 'choosing'}
            onChange={(event) => dispatch({ type: 'edit', field: 'region_code', value: event.currentTarget.value })}
            data={[
              { value: '', label: t('addressBook.fields.chooseRegion') },
              ...CANADIAN_REGION_CODES.map((code) => ({ value: code, label: t(`addressBook.regions.${code}`) })),
            ]}
          />
          <TextInput autoComplete="postal-code" required {...input('postal_code')} />
        </SimpleGrid>
        <TextInput
          label={t(LABELS.country)}
          value={form.country === 'CA' ? t('addressBook.canada') : form.country}
          readOnly
          description={t(NEW_ADDRESS_COUNTRY_REASON_KEY)}
          error={messageOf('country')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="email" autoComplete="email" {...input('email')} />
          <TextInput type="tel" autoComplete="tel" {...input('phone')} />
        </SimpleGrid>
        <Checkbox
          label={t('addressBook.fields.isDefault')}
          checked={isDefault}
          disabled={wasDefault || phase.kind === 'choosing'}
          description={wasDefault ? t('addressBook.fields.alreadyDefault') : undefined}
          onChange={(event) => dispatch({ type: 'default', isDefault: event.currentTarget.checked })}
        />
        {phase.kind === 'choosing' && (
          <Stack gap="sm">
            {phase.streetName !== null ? (
              <Alert color="orange" role="alert">
                {t('addressBook.verification.streetSuggestion', { street_name: phase.streetName })}
              </Alert>
            ) : (
              <Alert color="primary" role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
                {t('addressBook.verification.suggestion')}
              </Alert>
            )}
            <Radio.Group
              id={choiceId}
              label={t('addressBook.verification.choose')}
              value={choice}
              onChange={(value) => dispatch({ type: 'choose', choice: value === 'entered' ? 'entered' : 'verified' })}
            >
              <Stack gap="md" mt="sm">
                <Radio
                  value="verified"
                  label={<ChoiceLabel title={t('addressBook.verification.useVerified')} lines={addressLinesOf(phase.verified)} />}
                />
                <Radio value="entered" label={<ChoiceLabel title={t('addressBook.verification.useEntered')} lines={addressLinesOf(form)} />} />
              </Stack>
            </Radio.Group>
          </Stack>
        )}
        <Group>
          <Button type="submit" loading={saving} disabled={readOnly}>
            {t(phase.kind === 'choosing' ? 'addressBook.saveChoice' : 'addressBook.save')}
          </Button>
          {phase.kind === 'choosing' && (
            <Button variant="default" onClick={() => dispatch({ type: 'change-address' })}>
              {t('addressBook.changeAddress')}
            </Button>
          )}
          {readOnly && <Text size="sm">{t('readOnly.control')}</Text>}
        </Group>
      </Stack>
    </form>
  );
}

function ChoiceLabel({ title, lines }: { readonly title: string; readonly lines: Parameters<typeof AddressLines>[0]['address'] }) {
  return (
    <span>
      <Text component="span" fw={600} display="block">
        {title}
      </Text>
      <AddressLines address={lines} inLabel />
    </span>
  );
}
