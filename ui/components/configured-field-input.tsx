import type { RegistrationField } from '@rewards-storefront/domain/registration/registration-config';
import { TextInput } from '@mantine/core';
import type { Ref } from 'react';

/** Input types and autofill hints by the kind of value, so browsers and password managers help. */
const INPUT: Record<RegistrationField['dataType'], { type: string; inputMode?: 'numeric' | 'email' | 'tel' }> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  date: { type: 'text', inputMode: 'numeric' },
  card_number: { type: 'text', inputMode: 'numeric' },
  postal_code: { type: 'text' },
  digits: { type: 'text', inputMode: 'numeric' },
};

const AUTOCOMPLETE: Record<string, string> = {
  user_account: 'username',
  email: 'email',
  phone: 'tel',
  postal_code: 'postal-code',
  date_of_birth: 'bday',
  card_number: 'off',
  card_last_four: 'off',
};

export interface ConfiguredFieldInputProps {
  readonly field: RegistrationField;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The message to show under the field, already in the page's language. */
  readonly error: string | undefined;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * A field the programme configures (spec §3, §5): its label, description
 * and placeholder in the page's language, required when configured so, and
 * its error under it (linked by Mantine for screen readers).
 */
export function ConfiguredFieldInput({ field, value, onChange, error, inputRef }: ConfiguredFieldInputProps) {
  const input = INPUT[field.dataType];
  return (
    <TextInput
      ref={inputRef}
      label={field.label}
      description={field.description || undefined}
      placeholder={field.placeholder || undefined}
      required={field.required}
      type={input.type}
      inputMode={input.inputMode}
      autoComplete={AUTOCOMPLETE[field.name] ?? 'on'}
      maxLength={255}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

export interface ConfiguredFieldInputsProps {
  readonly fields: readonly RegistrationField[];
  /** The values typed so far, by field id. */
  readonly values: Readonly<Record<number, string>>;
  /** The message under a field, already in the page's language. */
  readonly errorOf: (field: RegistrationField) => string | undefined;
  readonly onChange: (field: RegistrationField, value: string) => void;
}

/** Every field of a configured list (verification questions, registration details), one under the other. */
export function ConfiguredFieldInputs({ fields, values, errorOf, onChange }: ConfiguredFieldInputsProps) {
  return fields.map((field) => (
    <ConfiguredFieldInput key={field.id} field={field} value={values[field.id] ?? ''} error={errorOf(field)} onChange={(value) => onChange(field, value)} />
  ));
}
