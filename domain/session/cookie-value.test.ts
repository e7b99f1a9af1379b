import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie-value.ts';

describe('reading one cookie from a Cookie header', () => {
  it.each([
    ['card=5', '5'],
    ['a=1; card=5; b=2', '5'],
    ['a=1;card=5', '5'],
    [' card = 5 ', '5'],
    // The first one counts.
    ['card=5; card=6', '5'],
    // A part without a value is not that cookie; a longer or shorter name is another cookie.
    ['card; card=5', '5'],
    ['mycard=4; card-x=3; card=5', '5'],
    ['card=', ''],
    ['card=a=b', 'a=b'],
  ])('finds card in %j as %j', (header, value) => {
    expect(cookieValue(header, 'card')).toBe(value);
  });

  it.each([[undefined], [null], [''], ['card'], ['a=1'], ['mycard=5']])('finds none in %j', (header) => {
    expect(cookieValue(header, 'card')).toBeUndefined();
  });
});
