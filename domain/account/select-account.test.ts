import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectAccount } from './select-account.ts';

const accounts = [
  { id: 11, referenceIdentifier: 'ELITE-0001' },
  { id: 12, referenceIdentifier: 'PREMIER-0002' },
  { id: 13, referenceIdentifier: 'CASH-0003' },
] as const;

describe('selectAccount', () => {
  it('selects the account matching the reference identifier first', () => {
    expect(selectAccount(accounts, { referenceIdentifier: 'CASH-0003', storedAccountId: 12 })).toBe(accounts[2]);
  });

  it('falls back to the account stored as current when no reference identifier is set', () => {
    expect(selectAccount(accounts, { storedAccountId: 12 })).toBe(accounts[1]);
    expect(selectAccount(accounts, { referenceIdentifier: null, storedAccountId: 13 })).toBe(accounts[2]);
  });

  it('falls back to the stored account when the reference identifier matches nothing', () => {
    expect(selectAccount(accounts, { referenceIdentifier: 'GONE-9999', storedAccountId: 13 })).toBe(accounts[2]);
  });

  it('falls back to the first account when neither hint matches', () => {
    expect(selectAccount(accounts, { referenceIdentifier: 'GONE-9999', storedAccountId: 99 })).toBe(accounts[0]);
    expect(selectAccount(accounts, { referenceIdentifier: null, storedAccountId: null })).toBe(accounts[0]);
    expect(selectAccount(accounts)).toBe(accounts[0]);
  });

  it('gives undefined when there is no account', () => {
    expect(selectAccount([], { referenceIdentifier: 'ELITE-0001', storedAccountId: 11 })).toBeUndefined();
  });

  it('does not treat a missing hint as a match for an account with a missing field', () => {
    const odd = [
      { id: 1, referenceIdentifier: 'A' },
      { id: 2, referenceIdentifier: undefined as unknown as string },
      { id: undefined as unknown as number, referenceIdentifier: 'C' },
    ];
    expect(selectAccount(odd, {})).toBe(odd[0]);
    expect(selectAccount(odd, { referenceIdentifier: undefined, storedAccountId: undefined })).toBe(odd[0]);
  });

  it('always returns a member of the list, or undefined only for an empty list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 6 }), referenceIdentifier: fc.constantFrom('A', 'B', 'C') }), {
          maxLength: 6,
        }),
        fc.option(fc.constantFrom('A', 'B', 'C', 'Z')),
        fc.option(fc.integer({ min: 1, max: 8 })),
        (list, referenceIdentifier, storedAccountId) => {
          const selected = selectAccount(list, { referenceIdentifier, storedAccountId });
          if (list.length === 0) {
            expect(selected).toBeUndefined();
            return;
          }
          expect(list).toContain(selected);
          const byReference = list.find((candidate) => candidate.referenceIdentifier === referenceIdentifier);
          const byStoredId = list.find((candidate) => candidate.id === storedAccountId);
          expect(selected).toBe(byReference ?? byStoredId ?? list[0]);
        },
      ),
    );
  });
});
