import { describe, expect, it } from 'vitest';
import { CARD_COOKIE_MAX_AGE_SECONDS, CARD_COOKIE_NAME, cardCookie, cardFromCookies } from './card-cookie.ts';

describe('card cookie (spec §3: the chosen card is remembered; issue 24: the server renders it)', () => {
  it('lasts 365 days', () => {
    expect(CARD_COOKIE_NAME).toBe('rewards_card');
    expect(CARD_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });

  it('is written for the whole site, SameSite=Lax, and Secure only on an https page', () => {
    expect(cardCookie(12, { secure: false })).toBe('rewards_card=12; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(cardCookie(7, { secure: true })).toBe('rewards_card=7; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('is forgotten by a cookie that expires at once', () => {
    expect(cardCookie(null, { secure: false })).toBe('rewards_card=; Max-Age=0; Path=/; SameSite=Lax');
    expect(cardCookie(null, { secure: true })).toBe('rewards_card=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });

  it.each([
    ['rewards_card=12', 12],
    ['locale=fr-CA; rewards_card=3', 3],
    ['rewards_card=9007199254740991', 9_007_199_254_740_991],
    ['rewards_card=1234567890123456', 1_234_567_890_123_456],
  ])('reads %j as card %j', (header, id) => {
    expect(cardFromCookies(header)).toBe(id);
  });

  it.each([
    [undefined], [null], [''], ['locale=fr-CA'], ['rewards_card='], ['rewards_card=0'], ['rewards_card=-3'], ['rewards_card=012'],
    ['rewards_card=1.5'], ['rewards_card=12a'], ['rewards_card=a12'], ['rewards_card=1e3'], ['rewards_card=9007199254740993'],
    ['rewards_card=12345678901234567'],
  ])('reads %j as no card', (header) => {
    expect(cardFromCookies(header)).toBeNull();
  });
});
