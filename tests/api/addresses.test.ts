import { describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { CANADIAN_ADDRESS, Shopper } from './support/shop';
import { errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

interface Address {
  id: number;
  address1: string;
  postal_code: string;
  region_code: string;
  region_name: string | null;
  is_default: boolean;
  type: string;
}

describe('address book (/address) and address validation (/validateAddress)', () => {
  const t = useTestApp();
  const elite = useSignedInShopper(t, 'elite');
  const marie = useSignedInShopper(t, 'marie');

  async function list(shopper: Shopper): Promise<Address[]> {
    const response = await shopper.request('GET', '/address');
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Address[] }>().data;
  }

  it('lists the seeded addresses, the default first, with the province named in the member’s language', async () => {
    const eliteAddresses = await list(elite());
    expect(eliteAddresses.map((address) => [address.address1, address.is_default, address.type])).toEqual([
      ['100 King Street West', true, 'default'],
      ['1250 Rue Sainte-Catherine', false, 'shipping'],
    ]);
    expect(eliteAddresses[0]!.region_name).toBe('Ontario');
    const marieAddresses = await list(marie());
    expect(marieAddresses).toHaveLength(1);
    expect(marieAddresses[0]).toMatchObject({ region_code: 'QC', region_name: 'Québec' });
  });

  it('creates, reads, updates, makes default and deletes an address', async () => {
    const created = await elite().request('POST', '/address', { ...CANADIAN_ADDRESS, address1: '1 Yonge Street', postal_code: 'm5e1e5', region_code: 'on', phone: null });
    expect(created.statusCode, created.body).toBe(201);
    const address = created.json<{ data: Address }>().data;
    expect(address).toMatchObject({ address1: '1 Yonge Street', postal_code: 'M5E 1E5', region_code: 'ON', is_default: false, type: 'shipping' });
    expect((await elite().request('GET', `/address/${address.id}`)).json<{ data: Address }>().data).toEqual(address);
    const updated = await elite().request('PUT', `/address/${address.id}`, { ...CANADIAN_ADDRESS, address1: '2 Yonge Street' });
    expect(updated.json<{ data: Address }>().data.address1).toBe('2 Yonge Street');
    const made = await elite().request('PUT', `/address/${address.id}/default`);
    expect(made.json<{ data: Address }>().data).toMatchObject({ is_default: true, type: 'default' });
    expect((await list(elite())).filter((a) => a.is_default).map((a) => a.id)).toEqual([address.id]);
    const deleted = await elite().request('DELETE', `/address/${address.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { code: 'success' } });
    const after = await list(elite());
    expect(after.map((a) => a.id)).not.toContain(address.id);
    expect(after.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('makes a member’s first address the default', async () => {
    const token = await login(t.app, 'business');
    const business = new Shopper(t.app, token, 0);
    const created = await business.request('POST', '/address', CANADIAN_ADDRESS);
    expect(created.json<{ data: Address }>().data.is_default).toBe(true);
  });

  it('another member’s address answers 404 on read, change and delete, and stays as it was', async () => {
    const [foreign] = await list(marie());
    expect((await elite().request('GET', `/address/${foreign!.id}`)).statusCode).toBe(404);
    expect((await elite().request('PUT', `/address/${foreign!.id}`, CANADIAN_ADDRESS)).statusCode).toBe(404);
    expect((await elite().request('PUT', `/address/${foreign!.id}/default`)).statusCode).toBe(404);
    expect((await elite().request('DELETE', `/address/${foreign!.id}`)).statusCode).toBe(404);
    expect(await list(marie())).toEqual([foreign]);
  });

  it('answers 400 field errors for bad input', async () => {
    const cases: Array<[object, string]> = [
      [{ ...CANADIAN_ADDRESS, first_name: undefined }, 'first_name'],
      [{ ...CANADIAN_ADDRESS, first_name: '   ' }, 'first_name'],
      [{ ...CANADIAN_ADDRESS, postal_code: '90210' }, 'postal_code'],
      [{ ...CANADIAN_ADDRESS, region_code: 'NY' }, 'region_code'],
      [{ ...CANADIAN_ADDRESS, country: 'CAN' }, 'country'],
      [{ ...CANADIAN_ADDRESS, email: 'not-an-email' }, 'email'],
      [{ ...CANADIAN_ADDRESS, color: 'blue' }, 'color'],
    ];
    for (const [payload, field] of cases) {
      const response = await elite().request('POST', '/address', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorBody(response).errors?.map((error) => error.field)).toContain(field);
    }
    expect((await elite().request('GET', '/address/abc')).statusCode).toBe(400);
  });

  it('refuses what merchandise cannot ship to, as the form does: a P.O. box or rural route in either line, in English or French, or another country', async () => {
    const before = await list(elite());
    const [saved] = before;
    const cases: Array<[object, string, string]> = [
      [{ ...CANADIAN_ADDRESS, address1: 'PO Box 44' }, 'address1', 'is a P.O. box'],
      [{ ...CANADIAN_ADDRESS, address1: 'P.O.Box#44' }, 'address1', 'is a P.O. box'],
      [{ ...CANADIAN_ADDRESS, address2: 'C.P. 44' }, 'address2', 'is a P.O. box'],
      [{ ...CANADIAN_ADDRESS, address2: 'Case postale 44' }, 'address2', 'is a P.O. box'],
      [{ ...CANADIAN_ADDRESS, address1: 'General Delivery' }, 'address1', 'is a P.O. box'],
      [{ ...CANADIAN_ADDRESS, address1: 'R.R. #3' }, 'address1', 'is a rural route'],
      [{ ...CANADIAN_ADDRESS, address2: 'Route rurale 2' }, 'address2', 'is a rural route'],
      [{ ...CANADIAN_ADDRESS, country: 'US', region_code: 'NY', postal_code: '10001' }, 'country', 'must be CA'],
    ];
    for (const [payload, field, message] of cases) {
      for (const response of [await elite().request('POST', '/address', payload), await elite().request('PUT', `/address/${saved!.id}`, payload)]) {
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorBody(response)).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field, message: expect.stringContaining(message) }] });
      }
    }
    expect(await list(elite())).toEqual(before);
    const street = await elite().request('POST', '/address', { ...CANADIAN_ADDRESS, address1: '12 Boxwood Crescent', address2: 'Unit 4' });
    expect(street.statusCode, street.body).toBe(201);
    await elite().request('DELETE', `/address/${street.json<{ data: Address }>().data.id}`);
  });

  it('a read-only admin can read the book but changes nothing (403 READ_ONLY_ACCESS)', async () => {
    const { token } = await loginAsSession(t.app, 'auditor', 'elite');
    const auditor = new Shopper(t.app, token, 0);
    const [first] = await list(auditor);
    for (const response of [
      await auditor.request('POST', '/address', CANADIAN_ADDRESS),
      await auditor.request('PUT', `/address/${first!.id}`, CANADIAN_ADDRESS),
      await auditor.request('PUT', `/address/${first!.id}/default`),
      await auditor.request('DELETE', `/address/${first!.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorBody(response).code).toBe('READ_ONLY_ACCESS');
    }
  });

  describe('POST /validateAddress (sandbox verification, spec §5, §8)', () => {
    async function validate(address: object) {
      const response = await elite().request('POST', '/validateAddress', address);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { suggestion: Record<string, unknown> | null; errors: Array<{ field: string; code: string; message: string; suggestion: string | null }> } }>().data;
    }

    it('a verified address has neither suggestion nor errors', async () => {
      expect(await validate({ ...CANADIAN_ADDRESS })).toEqual({ suggestion: null, errors: [] });
    });

    it('suggests the address written the verifier’s way', async () => {
      const answer = await validate({ ...CANADIAN_ADDRESS, address1: '100 King St W', postal_code: 'm5x1a9', region_code: 'on' });
      expect(answer.errors).toEqual([]);
      expect(answer.suggestion).toMatchObject({ address1: '100 King Street West', postal_code: 'M5X 1A9', region_code: 'ON' });
    });

    it('names a close street it knows on address1 (the suggested street notice)', async () => {
      const answer = await validate({ ...CANADIAN_ADDRESS, address1: '10 Yonge Stret' });
      expect(answer).toEqual({
        suggestion: null,
        errors: [
          {
            field: 'address1',
            code: 'STREET_NOT_FOUND',
            message: 'We could not find the entered street name. The suggested street name is Yonge Street. Thank you!',
            suggestion: 'Yonge Street',
          },
        ],
      });
    });

    it('answers PO_BOX_ERROR, MISSING_ADDRESS and outside Canada', async () => {
      expect((await validate({ ...CANADIAN_ADDRESS, address1: 'PO Box 44' })).errors[0]).toMatchObject({ field: 'address1', code: 'PO_BOX_ERROR' });
      expect((await validate({ ...CANADIAN_ADDRESS, address1: '' })).errors[0]).toMatchObject({ field: 'address1', code: 'MISSING_ADDRESS', message: 'Address is invalid' });
      expect((await validate({ ...CANADIAN_ADDRESS, address1: 'RR 3' })).errors[0]).toMatchObject({ code: 'RURAL_ROUTE_ERROR' });
      expect((await validate({ ...CANADIAN_ADDRESS, country: 'US' })).errors[0]).toMatchObject({ field: 'country', code: 'OUTSIDE_CANADA' });
      expect((await validate({ ...CANADIAN_ADDRESS, postal_code: '123' })).errors[0]).toMatchObject({ field: 'postal_code', code: 'INVALID_POSTAL_CODE' });
    });

    it('answers 400 for unknown fields', async () => {
      const response = await elite().request('POST', '/validateAddress', { ...CANADIAN_ADDRESS, zip: '1' });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errors).toEqual([{ field: 'zip', message: 'is not allowed' }]);
    });
  });
});
