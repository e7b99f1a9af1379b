import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fieldErrorsFrom, toApiError } from './error-handler';

describe('mapping validation errors to the documented error body', () => {
  it('missing and unexpected properties are named by their own field', () => {
    expect(
      fieldErrorsFrom(
        [
          { keyword: 'required', instancePath: '', params: { missingProperty: 'password' } },
          { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'role' } },
          { keyword: 'required', instancePath: '/address', params: { missingProperty: 'city' } },
        ],
        'body',
      ),
    ).toEqual([
      { field: 'password', message: 'is required' },
      { field: 'role', message: 'is not allowed' },
      { field: 'address.city', message: 'is required' },
    ]);
  });

  it('messages follow the spec’s wording for lengths and say what is allowed', () => {
    expect(
      fieldErrorsFrom(
        [
          { keyword: 'maxLength', instancePath: '/password', params: { limit: 255 } },
          { keyword: 'minLength', instancePath: '/user_account', params: { limit: 1 } },
          { keyword: 'enum', instancePath: '/catalog', params: { allowedValues: ['merchandise', 'gift-cards'] } },
          { keyword: 'type', instancePath: '/page', params: { type: 'integer' } },
          { keyword: 'minimum', instancePath: '/page', params: { limit: 1 } },
          { keyword: 'const', instancePath: '/accepted', params: { allowedValue: true } },
        ],
        'querystring',
      ),
    ).toEqual([
      { field: 'password', message: 'must be no more than 255 characters' },
      { field: 'user_account', message: 'must not be empty' },
      { field: 'catalog', message: 'must be one of: merchandise, gift-cards' },
      { field: 'page', message: 'must be an integer' },
      { field: 'page', message: 'must be at least 1' },
      { field: 'accepted', message: 'must be true' },
    ]);
  });

  it('an error about the whole body names the body, and duplicates are dropped', () => {
    const errors = fieldErrorsFrom(
      [
        { keyword: 'type', instancePath: '', params: { type: 'object' } },
        { keyword: 'type', instancePath: '', params: { type: 'object' } },
      ],
      'body',
    );
    expect(errors).toEqual([{ field: 'body', message: 'must be an object' }]);
    expect(fieldErrorsFrom([{ keyword: 'minProperties', instancePath: '', params: { limit: 1 } }], 'body')).toEqual([
      { field: 'body', message: 'must have at least one field' },
    ]);
  });

  it('client errors Fastify raises become 400 VALIDATION_ERROR; unknown errors are left for the 500 path', () => {
    const badJson = Object.assign(new SyntaxError('Unexpected end of JSON input'), { statusCode: 400 });
    expect(toApiError(badJson)?.toBody()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field: 'body' }] });
    expect(toApiError(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }))?.statusCode).toBe(400);
    const badUrl = Object.assign(new Error("'/api/v1/address/%' is not a valid url component"), { code: 'FST_ERR_BAD_URL', statusCode: 400 });
    expect(toApiError(badUrl)?.toBody()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field: 'url' }] });
    expect(toApiError(new Error('database is down'))).toBeNull();
    const apiError = ApiError.notFound();
    expect(toApiError(apiError)).toBe(apiError);
  });
});
