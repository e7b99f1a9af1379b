import type { AddressBookGateway } from '@application/ports/address-book-gateway';
import type { AddressFormValues } from '@rewards-storefront/domain/address-book/new-address';
import { expect, it } from 'vitest';

export interface AddressBookContractSetup {
  readonly gateway: AddressBookGateway;
  /** An address of another member. */
  readonly othersAddressId: number;
}

const ADDRESS: AddressFormValues = {
  first_name: 'Alex',
  last_name: 'Martin',
  address1: '1 Yonge Street',
  address2: '',
  city: 'Toronto',
  region_code: 'ON',
  postal_code: 'M5E 1E5',
  country: 'CA',
  email: '',
  phone: '',
};

/** What every AddressBookGateway must do (spec §3 address, §5 validation, §7 address calls, §8 address codes). */
export function addressBookGatewayContract(makeSetup: () => Promise<AddressBookContractSetup>): void {
  it('saves, changes, makes default and deletes an address; the book always has one default, listed first', async () => {
    const { gateway } = await makeSetup();
    const created = await gateway.create({ ...ADDRESS, isDefault: false }, 'en-CA');
    if (!created.ok) throw new Error(`create failed: ${created.detail}`);
    expect(created.address).toMatchObject({
      address1: '1 Yonge Street',
      address2: null,
      postalCode: 'M5E 1E5',
      regionCode: 'ON',
      country: 'CA',
    });
    const updated = await gateway.update(created.address.id, { ...ADDRESS, address1: '2 Yonge Street', isDefault: false }, 'en-CA');
    expect(updated).toMatchObject({ ok: true, address: { id: created.address.id, address1: '2 Yonge Street' } });
    expect(await gateway.makeDefault(created.address.id, 'en-CA')).toMatchObject({
      ok: true,
      address: { isDefault: true, type: 'default' },
    });
    const listed = await gateway.list('en-CA');
    if (!listed.ok) throw new Error('the list failed');
    expect(listed.addresses[0]?.id).toBe(created.address.id);
    expect(listed.addresses.filter((address) => address.isDefault)).toHaveLength(1);
    expect(await gateway.remove(created.address.id)).toEqual({ ok: true });
    const after = await gateway.list('en-CA');
    if (!after.ok) throw new Error('the list failed');
    expect(after.addresses.map((address) => address.id)).not.toContain(created.address.id);
    if (after.addresses.length > 0) expect(after.addresses.filter((address) => address.isDefault)).toHaveLength(1);
  });

  it('another member’s address can be neither changed, made default nor deleted', async () => {
    const { gateway, othersAddressId } = await makeSetup();
    expect(await gateway.update(othersAddressId, { ...ADDRESS, isDefault: false }, 'en-CA')).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
    expect(await gateway.makeDefault(othersAddressId, 'en-CA')).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await gateway.remove(othersAddressId)).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('verifies: a known street is valid, a P.O. box is PO_BOX_ERROR, a missing street line MISSING_ADDRESS', async () => {
    const { gateway } = await makeSetup();
    expect(await gateway.validate({ ...ADDRESS, address1: '1 Yonge Street' })).toMatchObject({
      ok: true,
      answer: { suggestion: null, errors: [] },
    });
    expect(await gateway.validate({ ...ADDRESS, address1: 'PO Box 123' })).toMatchObject({
      ok: true,
      answer: { errors: [{ field: 'address1', code: 'PO_BOX_ERROR' }] },
    });
    expect(await gateway.validate({ ...ADDRESS, address1: '' })).toMatchObject({
      ok: true,
      answer: { errors: [{ code: 'MISSING_ADDRESS', message: 'Address is invalid' }] },
    });
  });

  it('suggests the street it knows for a misspelled one, and the address written its way', async () => {
    const { gateway } = await makeSetup();
    expect(await gateway.validate({ ...ADDRESS, address1: '10 Yonge Stret' })).toMatchObject({
      ok: true,
      answer: { errors: [{ field: 'address1', code: 'STREET_NOT_FOUND', suggestion: 'Yonge Street' }] },
    });
    expect(await gateway.validate({ ...ADDRESS, address1: '100 King St W', postal_code: 'm5x1a9' })).toMatchObject({
      ok: true,
      answer: { suggestion: { address1: '100 King Street West', postal_code: 'M5X 1A9' } },
    });
  });
}
