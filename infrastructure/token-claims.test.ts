import { describe, expect, it } from 'vitest';
import { aToken } from '../tests/fakes/scripted-fetch';
import { adminIdOfToken, memberIdOfToken } from './token-claims';

describe('memberIdOfToken', () => {
  it('reads the member from the sub claim', () => {
    expect(memberIdOfToken(aToken({ sub: '42', exp: 1 }))).toBe(42);
  });

  it('reads a numeric member_id claim', () => {
    expect(memberIdOfToken(aToken({ member_id: 7 }))).toBe(7);
  });

  it.each([
    ['an opaque string', 'not-a-jwt'],
    ['a payload that is not JSON', 'a.b.c'],
    ['a token without a member', aToken({ sub: 'alex' })],
    ['an empty payload', '..'],
  ])('refuses %s', (_, token) => {
    expect(memberIdOfToken(token)).toBeNull();
  });
});

describe('adminIdOfToken', () => {
  it('reads the admin of a login-as token', () => {
    expect(adminIdOfToken(aToken({ sub: '2', admin_id: 9 }))).toBe(9);
  });

  it("is null for a member's own token or one that does not decode", () => {
    expect(adminIdOfToken(aToken({ sub: '2' }))).toBeNull();
    expect(adminIdOfToken('opaque')).toBeNull();
  });
});
