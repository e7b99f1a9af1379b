import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT } from './api-routes';
import { isWriteAccess, readOperationAccess } from './operation-access';

const document = readFileSync(OPENAPI_DOCUMENT, 'utf8');

describe('the access of every operation is declared once, in the API document', () => {
  it('every operation of the document declares its x-access', () => {
    const operationIds = [...document.matchAll(/^\s+operationId: (\w+)\s*$/gm)].map((match) => match[1]);
    const access = readOperationAccess(document);
    expect(operationIds.length).toBeGreaterThan(70);
    expect([...access.keys()].sort()).toEqual([...operationIds].sort());
  });

  it('the server refuses to start when an operation lacks x-access', () => {
    const without = document.replace(/(operationId: getTravelToken\n)\s+x-access: write\n/, '$1');
    expect(without).not.toBe(document);
    expect(() => readOperationAccess(without)).toThrow(/"getTravelToken" .*declares no valid x-access/);
  });

  it('an unknown access level is refused too', () => {
    const misspelt = document.replace(/(operationId: getTravelToken\n\s+)x-access: write\n/, '$1x-access: writes\n');
    expect(() => readOperationAccess(misspelt)).toThrow(/"getTravelToken" .*declares no valid x-access/);
  });

  it('a public operation may not ask for a token, and a member operation must', () => {
    const publicWithToken = document.replace(/(operationId: getTravelToken\n\s+)x-access: write\n/, '$1x-access: public\n');
    expect(() => readOperationAccess(publicWithToken)).toThrow('Operation "getTravelToken" has x-access public but asks for a bearer token');
    const memberWithoutToken = document.replace(/(operationId: listGuestProducts\n\s+)x-access: public\n/, '$1x-access: active-member\n');
    expect(() => readOperationAccess(memberWithoutToken)).toThrow(
      'Operation "listGuestProducts" has x-access active-member but does not ask for a bearer token',
    );
  });

  it('the travel token, which lets a partner book with the card’s points, needs write access', () => {
    expect(readOperationAccess(document).get('getTravelToken')).toBe('write');
  });

  it('write and member-write are the levels that change things', () => {
    expect(isWriteAccess('write')).toBe(true);
    expect(isWriteAccess('member-write')).toBe(true);
    for (const level of ['public', 'session', 'member', 'active-member', null, undefined] as const) {
      expect(isWriteAccess(level)).toBe(false);
    }
  });
});
