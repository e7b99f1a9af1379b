import { describe, expect, it } from 'vitest';
import { callApi } from './call-api';

const answer = <D>(status: number, body: unknown = {}) => ({
  data: (status < 300 ? body : undefined) as D | undefined,
  error: status < 300 ? undefined : body,
  response: new Response(null, { status }),
});

describe('callApi', () => {
  it('gives the mapped answer of a 2xx call', async () => {
    expect(
      await callApi(
        async () => answer(200, { data: 3 }),
        (body: { data: number }) => ({ ok: true, value: body.data }),
      ),
    ).toEqual({
      ok: true,
      value: 3,
    });
  });

  it('tags the common refusals by status and code, keeping both as detail', async () => {
    const cases: [number, unknown, object][] = [
      [401, { code: 'UNAUTHENTICATED', message: 'Expired.' }, { reason: 'unauthorized', detail: '401 UNAUTHENTICATED Expired.' }],
      [403, { code: 'PENDING_ACTIONS', message: 'Rules.' }, { reason: 'pending-actions' }],
      [403, { code: 'READ_ONLY_ACCESS', message: 'Read.' }, { reason: 'read-only' }],
      [403, { code: 'SOMETHING_ELSE', message: 'No.' }, { reason: 'unavailable', detail: '403 SOMETHING_ELSE No.' }],
      [404, { code: 'NOT_FOUND', message: 'Gone.' }, { reason: 'not-found' }],
      [
        400,
        { code: 'VALIDATION_ERROR', message: 'Bad.', errors: [{ field: 'quantity', message: 'must be 1 or more' }, { field: 3 }] },
        { reason: 'invalid', fieldErrors: [{ field: 'quantity', message: 'must be 1 or more' }] },
      ],
      [400, { code: 'OTHER', message: 'Bad.' }, { reason: 'unavailable' }],
      [500, '<html>proxy</html>', { reason: 'unavailable', detail: '500 HTTP_500' }],
    ];
    for (const [status, body, expected] of cases) {
      expect(
        await callApi(
          async () => answer(status, body),
          () => ({ ok: true }) as const,
        ),
      ).toMatchObject({ ok: false, ...expected });
    }
  });

  it('lets the port name its own refusals first', async () => {
    const result = await callApi(
      async () => answer(409, { code: 'PRODUCT_UNAVAILABLE', message: 'Gone.' }),
      () => ({ ok: true }) as const,
      (status, code) => (status === 409 && code === 'PRODUCT_UNAVAILABLE' ? { reason: 'product-unavailable' as const } : null),
    );
    expect(result).toEqual({ ok: false, reason: 'product-unavailable', detail: '409 PRODUCT_UNAVAILABLE Gone.' });
  });

  it("gives the port's own mapping the body's message, field errors and data, as received", async () => {
    const seen: unknown[] = [];
    const body = {
      code: 'INSUFFICIENT_POINTS',
      message: 'Short.',
      errors: [{ field: 'points', message: 'too many' }],
      data: { balance: 10, required: 20 },
    };
    const keep = (_status: number, _code: string, details: unknown) => {
      seen.push(details);
      return null;
    };
    await callApi(async () => answer(409, body), () => ({ ok: true }) as const, keep);
    await callApi(async () => answer(402, { code: 'PAYMENT_DECLINED', data: ['not', 'an object'] }), () => ({ ok: true }) as const, keep);
    expect(seen).toEqual([
      { message: 'Short.', fieldErrors: [{ field: 'points', message: 'too many' }], data: { balance: 10, required: 20 } },
      { message: null, fieldErrors: [], data: ['not', 'an object'] },
    ]);
  });

  it('is unavailable, never a throw, without an answer or with a body it cannot read', async () => {
    expect(
      await callApi(
        () => Promise.reject(new Error('offline')),
        () => ({ ok: true }) as const,
      ),
    ).toEqual({ ok: false, reason: 'unavailable', detail: 'no answer: offline' });
    expect(
      await callApi(
        async () => answer(200, null),
        (body: { data: number }) => ({ ok: true, value: body.data }),
      ),
    ).toEqual({ ok: false, reason: 'unavailable', detail: '200 unexpected success answer' });
  });
});
