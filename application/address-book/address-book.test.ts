import { newAddressForm } from '@rewards-storefront/domain/address-book/new-address';
import { describe, expect, it } from 'vitest';
import { READ_ONLY, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeAddressBookGateway, aSavedAddress } from '../../tests/fakes/fake-address-book-gateway';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { AddressBookStore } from './address-book-store';
import { ChangeAddressBook } from './change-address-book';
import { SaveAddress } from './save-address';

const ADDRESS = {
  ...newAddressForm({ firstName: 'Alex', lastName: 'Martin', email: null, phone: null }),
  address1: '1 Yonge Street',
  city: 'Toronto',
  region_code: 'ON',
  postal_code: 'M5E 1E5',
};

function setUp() {
  const context = shopperContext('member');
  const gateway = new FakeAddressBookGateway([
    aSavedAddress(1, { isDefault: true, type: 'default' }),
    aSavedAddress(2, { address1: '1250 Rue Sainte-Catherine' }),
  ]);
  const store = new AddressBookStore(context.context, gateway, context.errors);
  const save = new SaveAddress(gateway, context.notifications, context.errors);
  const change = new ChangeAddressBook(gateway, store, context.notifications, context.errors);
  return { ...context, gateway, store, save, change };
}

const input = (overrides: Partial<typeof ADDRESS> = {}, confirmed = false) => ({
  id: null,
  address: { ...ADDRESS, ...overrides },
  isDefault: false,
  confirmed,
  locale: 'en-CA' as const,
});

describe('AddressBookStore', () => {
  it('loads the book afresh on each visit, the default first', async () => {
    const { store, gateway } = setUp();
    store.show()();
    store.show();
    await settle();
    expect(gateway.listCalls).toBe(2);
    expect(store.snapshot).toMatchObject({ status: 'loaded', addresses: [{ id: 1, isDefault: true }, { id: 2 }] });
  });

});

describe('SaveAddress (spec §5 address validation and suggestion flow)', () => {
  it('saves a valid Canadian street address after the verifier says it is valid', async () => {
    const { save, gateway, shown } = setUp();
    expect(await save.execute(input())).toEqual({ outcome: 'saved' });
    expect(gateway.validated).toHaveLength(1);
    expect(gateway.created).toEqual([{ ...ADDRESS, isDefault: false }]);
    // The address book the member lands on says so: a notice would be cleared by that navigation.
    expect(shown()).toEqual([]);
  });

  it('refuses what the shipping rules refuse before asking anyone: outside Canada, a P.O. box, missing fields', async () => {
    const { save, gateway } = setUp();
    expect(await save.execute(input({ country: 'US' }))).toMatchObject({
      outcome: 'problems',
      problems: [{ field: 'country', key: 'address.restricted' }],
    });
    expect(await save.execute(input({ address1: 'PO Box 12' }))).toMatchObject({
      outcome: 'problems',
      problems: [{ field: 'address1', params: { restriction: 'po_box' } }],
    });
    expect(await save.execute(input({ city: '' }))).toMatchObject({
      outcome: 'problems',
      problems: [{ field: 'city', key: 'validation.required' }],
    });
    expect(gateway.validated).toEqual([]);
  });

  it('offers the verified address when the verifier writes it its way, and saves the one chosen without asking again', async () => {
    const { save, gateway } = setUp();
    const offered = await save.execute(input({ address1: '100 King St W', postal_code: 'm5x1a9' }));
    expect(offered).toEqual({ outcome: 'suggestion', verified: { ...ADDRESS, address1: '100 King Street West', postal_code: 'M5X 1A9' } });
    expect(gateway.created).toEqual([]);
    if (offered.outcome !== 'suggestion') throw new Error('no suggestion');
    expect(await save.execute({ ...input(), address: offered.verified, confirmed: true })).toEqual({ outcome: 'saved' });
    expect(gateway.validated).toHaveLength(1);
    expect(gateway.created[0]).toMatchObject({ address1: '100 King Street West' });
  });

  it('names the street the verifier knows, with the address that uses it', async () => {
    const { save } = setUp();
    expect(await save.execute(input({ address1: '10 Yonge Stret' }))).toEqual({
      outcome: 'street-suggestion',
      streetName: 'Yonge Street',
      verified: { ...ADDRESS, address1: '10 Yonge Street' },
    });
  });

  it('gives the verifier’s error code, and the generic error when it cannot be reached', async () => {
    const { save, gateway, shown, errors } = setUp();
    gateway.validationFailure = UNAVAILABLE;
    expect(await save.execute(input())).toEqual({ outcome: 'failed' });
    expect(shown()[0]).toMatchObject({ kind: 'danger', description: { key: 'addressBook.notice.failed' } });
    expect(errors.reports).toHaveLength(1);
  });

  it('gives the verifier’s error code (PO_BOX_ERROR, MISSING_ADDRESS, …)', async () => {
    const { save, gateway } = setUp();
    gateway.validate = async () => ({
      ok: true,
      answer: {
        suggestion: null,
        errors: [{ field: 'address1', code: 'MISSING_ADDRESS', message: 'Address is invalid', suggestion: null }],
      },
    });
    expect(await save.execute(input())).toEqual({ outcome: 'error', code: 'MISSING_ADDRESS' });
  });

  it('updates an address being edited, as default when asked', async () => {
    const { save, gateway } = setUp();
    expect(await save.execute({ ...input({}, true), id: 2, isDefault: true })).toEqual({ outcome: 'saved' });
    expect(gateway.updated).toEqual([{ id: 2, address: { ...ADDRESS, isDefault: true } }]);
  });

  it('returns the fields the API refused; tells a read-only admin; shows nothing for a refused session', async () => {
    const { save, gateway, shown } = setUp();
    gateway.create = async () => ({
      ok: false,
      detail: 'fake',
      reason: 'invalid',
      fieldErrors: [{ field: 'postal_code', message: 'must be a Canadian postal code' }],
    });
    expect(await save.execute(input({}, true))).toEqual({
      outcome: 'invalid',
      fieldErrors: [{ field: 'postal_code', message: 'must be a Canadian postal code' }],
    });
    gateway.create = async () => ({ ok: false, detail: 'fake', ...READ_ONLY });
    expect(await save.execute(input({}, true))).toEqual({ outcome: 'failed' });
    gateway.create = async () => ({ ok: false, detail: 'fake', ...UNAUTHORIZED });
    expect(await save.execute(input({}, true))).toEqual({ outcome: 'failed' });
    expect(shown().map((notice) => notice.title.key)).toEqual(['readOnly.noticeTitle']);
  });
});

describe('ChangeAddressBook: delete and set default', () => {
  it('deletes an address (one already gone too) and loads the book again', async () => {
    const { change, store, gateway, shown } = setUp();
    store.show();
    await settle();
    const first = store.snapshot.addresses[0]!;
    expect(await change.remove(first)).toBe('removed');
    await settle();
    expect(store.snapshot.addresses).toEqual([expect.objectContaining({ id: 2, isDefault: true })]);
    expect(await change.remove(first)).toBe('removed');
    expect(gateway.removed).toEqual([1, 1]);
    expect(shown()[0]).toMatchObject({ description: { key: 'addressBook.notice.removed' } });
  });

  it('makes an address the default and loads the book again', async () => {
    const { change, store } = setUp();
    store.show();
    await settle();
    expect(await change.makeDefault(store.snapshot.addresses[1]!, 'en-CA')).toBe('made-default');
    await settle();
    expect(store.snapshot.addresses.map((address) => [address.id, address.isDefault])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('tells a read-only admin, reports other failures, and changes nothing', async () => {
    const { change, store, gateway, shown, errors } = setUp();
    store.show();
    await settle();
    const [first] = store.snapshot.addresses;
    gateway.failure = READ_ONLY;
    expect(await change.remove(first!)).toBe('failed');
    gateway.failure = UNAVAILABLE;
    expect(await change.makeDefault(first!, 'en-CA')).toBe('failed');
    gateway.failure = UNAUTHORIZED;
    expect(await change.remove(first!)).toBe('failed');
    expect(shown().map((notice) => notice.title.key)).toEqual(['readOnly.noticeTitle', 'addressBook.notice.failedTitle']);
    expect(errors.reports).toHaveLength(1);
    expect(store.snapshot.addresses).toHaveLength(2);
  });
});
