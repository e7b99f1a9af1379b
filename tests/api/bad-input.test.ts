import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedIn } from './support/signed-in';

describe('bad input gets 400 VALIDATION_ERROR with field errors, never a 500', () => {
  const t = useTestApp();
  const token = useSignedIn(t, 'elite');

  const validLogin = { user_account: 'elite', password: 'Rewards#2026', program_slug: 'demo', type: 'member' };

  const cases: Array<{ rule: string; request: () => InjectOptions; fields: string[] }> = [
    {
      rule: 'login without any field names every missing field',
      request: () => ({ method: 'POST', url: '/api/v1/auth/login', payload: {} }),
      fields: ['password', 'program_slug', 'type', 'user_account'],
    },
    {
      rule: 'login with an empty user name',
      request: () => ({ method: 'POST', url: '/api/v1/auth/login', payload: { ...validLogin, user_account: '' } }),
      fields: ['user_account'],
    },
    {
      rule: 'login with a field the document does not have',
      request: () => ({ method: 'POST', url: '/api/v1/auth/login', payload: { ...validLogin, role: 'admin' } }),
      fields: ['role'],
    },
    {
      rule: 'login with a password over 255 characters',
      request: () => ({ method: 'POST', url: '/api/v1/auth/login', payload: { ...validLogin, password: 'x'.repeat(256) } }),
      fields: ['password'],
    },
    {
      rule: 'login of a type other than member',
      request: () => ({ method: 'POST', url: '/api/v1/auth/login', payload: { ...validLogin, type: 'admin' } }),
      fields: ['type'],
    },
    {
      rule: 'malformed JSON',
      request: () => ({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"user_account": "elite",',
      }),
      fields: ['body'],
    },
    {
      rule: 'a JSON array instead of an object',
      request: () => ({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '[]' }),
      fields: ['body'],
    },
    {
      rule: 'an empty JSON body',
      request: () => ({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '' }),
      fields: ['body'],
    },
    {
      rule: 'no body at all',
      request: () => ({ method: 'POST', url: '/api/v1/auth/login' }),
      fields: ['body'],
    },
    {
      rule: 'a text/plain body',
      request: () => ({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'elite' }),
      fields: ['body'],
    },
    {
      rule: 'a form-encoded body on the JSON API',
      request: () => ({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'user_account=elite',
      }),
      fields: ['body'],
    },
    {
      rule: 'an SSO call of the wrong type',
      request: () => ({ method: 'POST', url: '/api/v1/authenticate', payload: { token: 'abc', type: 'password' } }),
      fields: ['type'],
    },
    {
      rule: 'page=0',
      request: () => ({ url: '/api/v1/member/product?page=0', headers: bearer(token()) }),
      fields: ['page'],
    },
    {
      rule: 'page=abc',
      request: () => ({ url: '/api/v1/member/product?page=abc', headers: bearer(token()) }),
      fields: ['page'],
    },
    {
      rule: 'per_page above 48',
      request: () => ({ url: '/api/v1/member/product?per_page=500', headers: bearer(token()) }),
      fields: ['per_page'],
    },
    {
      rule: 'an unknown catalogue',
      request: () => ({ url: '/api/v1/member/product?catalog=shoes', headers: bearer(token()) }),
      fields: ['catalog'],
    },
    {
      rule: 'an unknown locale',
      request: () => ({ url: '/api/v1/member/product?locale=de-DE', headers: bearer(token()) }),
      fields: ['locale'],
    },
    {
      rule: 'account_id that is not a number',
      request: () => ({ url: '/api/v1/member/product?account_id=first', headers: bearer(token()) }),
      fields: ['account_id'],
    },
    {
      rule: 'a content page without page_slug',
      request: () => ({ url: '/api/v1/guest/program/demo/cms/page' }),
      fields: ['page_slug'],
    },
    {
      rule: 'a content page slug the store does not have',
      request: () => ({ url: '/api/v1/member/cms/page?page_slug=../etc', headers: bearer(token()) }),
      fields: ['page_slug'],
    },
    {
      rule: 'a menu kind other than navigation or account',
      request: () => ({ url: '/api/v1/member/cms/menu/footer', headers: bearer(token()) }),
      fields: ['kind'],
    },
    {
      rule: 'content configuration in an unknown locale',
      request: () => ({ url: '/api/v1/guest/program/demo/cms/config?locale=fr' }),
      fields: ['locale'],
    },
    {
      rule: 'a programme slug over 64 characters',
      request: () => ({ url: `/api/v1/guest/program/${'x'.repeat(65)}/cms/config` }),
      fields: ['slug'],
    },
    {
      rule: 'a pending-action id that is not a number',
      request: () => ({ url: '/api/v1/member/pending-action/first', headers: bearer(token()) }),
      fields: ['id'],
    },
    {
      rule: 'a pending-action id of 0',
      request: () => ({ method: 'PUT', url: '/api/v1/member/pending-action/0', headers: bearer(token()), payload: { accepted: true } }),
      fields: ['id'],
    },
    {
      rule: 'completing a pending action without saying accepted',
      request: () => ({ method: 'PUT', url: '/api/v1/member/pending-action/1', headers: bearer(token()), payload: {} }),
      fields: ['accepted'],
    },
    {
      rule: 'a profile change without any field',
      request: () => ({ method: 'PUT', url: '/api/v1/member/profile', headers: bearer(token()), payload: {} }),
      fields: ['body'],
    },
    {
      rule: 'a profile change with a field that cannot be changed',
      request: () => ({ method: 'PUT', url: '/api/v1/member/profile', headers: bearer(token()), payload: { first_name: 'Mallory' } }),
      fields: ['first_name'],
    },
    {
      rule: 'login-as without a token',
      request: () => ({ url: '/api/v1/program/demo/login-as?user_account=elite' }),
      fields: ['token'],
    },
    {
      rule: 'return to admin without the payload fields',
      request: () => ({ method: 'POST', url: '/api/v1/member/demo/login-as-admin', headers: bearer(token()), payload: { payload: {} } }),
      fields: ['payload.admin_id', 'payload.token'],
    },
    {
      rule: 'guest currency_id that is not a number',
      request: () => ({ url: '/api/v1/guest/product?currency_id=points&program_slug=demo' }),
      fields: ['currency_id'],
    },
    {
      rule: 'add to cart without any field names every required one',
      request: () => ({ method: 'POST', url: '/api/v1/shoppingCart', headers: bearer(token()), payload: {} }),
      fields: ['account_id', 'catalog_id', 'currency_id', 'product_collection_id', 'product_id', 'quantity'],
    },
    {
      rule: 'add to cart with a quantity over 100 and a consent that is not true or false',
      request: () => ({
        method: 'POST',
        url: '/api/v1/shoppingCart',
        headers: bearer(token()),
        payload: { product_id: 1, product_collection_id: 1, catalog_id: 1, currency_id: 1, account_id: 1, quantity: 101, is_disclosure_consent_accepted: 'maybe' },
      }),
      fields: ['is_disclosure_consent_accepted', 'quantity'],
    },
    {
      rule: 'the cart without its card',
      request: () => ({ url: '/api/v1/shoppingCart?fiat_currency_code=CAD', headers: bearer(token()) }),
      fields: ['account_id'],
    },
    {
      rule: 'a product group id that is not a number',
      request: () => ({ url: '/api/v1/member/product-group/headphones', headers: bearer(token()) }),
      fields: ['id'],
    },
    {
      rule: 'a path with a broken percent escape (the router refuses it before any route)',
      request: () => ({ url: '/api/v1/address/%E0%A4%A', headers: bearer(token()) }),
      fields: ['url'],
    },
    {
      rule: 'a NUL character, which PostgreSQL text cannot hold, in a path parameter and a body field',
      request: () => ({ method: 'POST', url: '/api/v1/program/de%00mo/forgot-password', payload: { user_account: 'eli\u0000te' } }),
      fields: ['slug', 'user_account'],
    },
  ];

  for (const { rule, request, fields } of cases) {
    it(`${rule} → 400 naming ${fields.join(', ')}`, async () => {
      const response = await t.app.inject(request());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = errorBody(response);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.message).toEqual(expect.any(String));
      expect(body.errors?.map((error) => error.field).sort()).toEqual(fields);
      for (const error of body.errors ?? []) expect(error.message).toEqual(expect.any(String));
    });
  }

  it('an unknown API path gets 404 NOT_FOUND as JSON', async () => {
    for (const request of [
      { url: '/api/v1/nothing-here' },
      { method: 'DELETE' as const, url: '/api/v1/member/account', headers: bearer(token()) },
      { url: '/api/v2/member/account' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(errorBody(response).code).toBe('NOT_FOUND');
    }
  });

  it('a body over the size limit gets 413, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validLogin, password: 'x'.repeat(200_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorBody(response).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('odd requests never produce a 500', async () => {
    const odd: InjectOptions[] = [
      { url: '/api/v1/member/product?page=1&page=2', headers: bearer(token()) },
      { url: '/api/v1/member/product?page=%zz', headers: bearer(token()) },
      { url: '/api/v1/member/product?page=1e400', headers: bearer(token()) },
      { url: '/api/v1/member/product?per_page=-1', headers: bearer(token()) },
      { method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"x": 1}}' },
      { method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: 'null' },
      { method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json; charset=latin1' }, payload: '{}' },
      { method: 'POST', url: '/api/v1/authenticate', payload: { token: 'not.a.jwt', type: 'sso' } },
      { method: 'POST', url: '/api/v1/authenticate', payload: { token: 'x'.repeat(5000), type: 'sso' } },
      { url: '/api/v1/member/account', headers: { authorization: `Bearer ${'a'.repeat(3000)}` } },
      { url: '/media/products/..%2F..%2Fetc/large.svg' },
      { url: '/media/cards/%00.svg' },
      { url: '/media/slides/..%2F/lg.svg' },
      { url: '/api/v1/program/demo/login-as?user_account=elite&token=a.b.c' },
      { url: `/api/v1/program/demo/login-as?user_account=${'e'.repeat(255)}&token=${'a'.repeat(4096)}` },
      {
        method: 'POST',
        url: '/api/v1/member/demo/login-as-admin',
        headers: bearer(token()),
        payload: { payload: { token: 'x', admin_id: 9_007_199_254_740_991, logout_url: 'javascript:alert(1)' } },
      },
      { url: '/api/v1/guest/program/demo/cms/config', headers: { host: 'evil"><script>' } },
      { url: '/api/v1/member/pending-action/99999999999999999999', headers: bearer(token()) },
      { url: '/api/v1/member/product?account_id=99999999999999999999', headers: bearer(token()) },
      { url: '/sandbox/admin', headers: { cookie: 'admin_console_session=not-a-token; other=%zz' } },
      { method: 'POST', url: '/sandbox/admin/login-as' },
      { method: 'POST', url: '/sandbox/admin/sign-in', headers: { 'content-type': 'application/json' }, payload: '{"username":1}' },
      { method: 'POST', url: '/sandbox/admin/sign-out', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'csrf=%zz' },
      { url: '/sandbox/programme-home?kind[]=x&signed_out=1&signed_out=2' },
    ];
    for (const request of odd) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.url} → ${response.body}`).toBeLessThan(500);
    }
  });
});
