import { describe, expect, it } from 'vitest';
import { withLanguage } from './external-url';

describe('withLanguage', () => {
  it.each([
    ['/sandbox/programme-home', '/sandbox/programme-home?lang=fr'],
    ['/sandbox/programme-home?signed_out=1', '/sandbox/programme-home?signed_out=1&lang=fr'],
    ['https://bank.example/rewards#top', 'https://bank.example/rewards?lang=fr#top'],
    ['https://bank.example/?', 'https://bank.example/?lang=fr'],
    ['https://bank.example/?lang=en', 'https://bank.example/?lang=en'],
  ])('adds the French language to %s', (url, expected) => {
    expect(withLanguage(url, 'fr-CA')).toBe(expected);
  });

  it('leaves English URLs as configured', () => {
    expect(withLanguage('/sandbox/programme-home?signed_out=1', 'en-CA')).toBe('/sandbox/programme-home?signed_out=1');
  });
});
