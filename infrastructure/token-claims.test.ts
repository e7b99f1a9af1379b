import { describe, expect, it } from 'vitest';
import { aToken } from '../tests/fakes/scripted-fetch';
import { memberIdOfToken } from './token-claims';

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
