import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE_KEYS, fieldMessagesOf, formValidation } from './validation-message.ts';

describe('validation messages', () => {
  it('uses the generic i18n keys of spec §5', () => {
    expect(VALIDATION_MESSAGE_KEYS).toEqual({
      required: 'validation.required',
      invalid: 'validation.invalid',
      max: 'validation.max',
    });
  });

  it('names the field in the parameters', () => {
    expect(
      fieldMessagesOf([
        { field: 'name', key: 'validation.required' },
        { field: 'code', key: 'validation.invalid' },
      ]),
    ).toEqual({
      name: { key: 'validation.required', params: { field: 'name' } },
      code: { key: 'validation.invalid', params: { field: 'code' } },
    });
  });

  it('keeps the parameters of the message, the field always its own name', () => {
    expect(
      fieldMessagesOf([
        { field: 'name', key: 'validation.max', params: { length: 3 } },
        { field: 'line', key: 'address.restricted', params: { restriction: 'po_box', field: 'other' } },
      ]),
    ).toEqual({
      name: { key: 'validation.max', params: { field: 'name', length: 3 } },
      line: { key: 'address.restricted', params: { field: 'line', restriction: 'po_box' } },
    });
  });

  it('keeps only the first message of a field', () => {
    expect(
      fieldMessagesOf([
        { field: 'pin', key: 'validation.first' },
        { field: 'pin', key: 'validation.second', params: { length: 4 } },
      ]),
    ).toEqual({ pin: { key: 'validation.first', params: { field: 'pin' } } });
  });

  it('gives a field named like an object method its message too', () => {
    expect(fieldMessagesOf([{ field: 'constructor', key: 'validation.required' }])).toEqual({
      constructor: { key: 'validation.required', params: { field: 'constructor' } },
    });
  });

  it('keys a message about the whole form by the empty string', () => {
    expect(fieldMessagesOf([{ field: '', key: 'validation.invalid' }])).toEqual({
      '': { key: 'validation.invalid', params: { field: '' } },
    });
  });

  it('gives no messages for no issues', () => {
    expect(fieldMessagesOf([])).toEqual({});
  });
});

describe('the outcome of a form', () => {
  it('is its value when no field has a message', () => {
    expect(formValidation({ pin: '1234' }, {})).toEqual({ ok: true, value: { pin: '1234' } });
  });

  it('is the messages when one field has one', () => {
    const errors = { pin: { key: 'validation.required', params: { field: 'pin' } } };
    expect(formValidation({ pin: '' }, errors)).toEqual({ ok: false, errors });
  });
});
