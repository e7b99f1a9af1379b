import { describe, expect, it } from 'vitest';
import { withSuggestedStreet } from './street-suggestion';

describe('the street line with the verifier’s suggested street (spec §5)', () => {
  it('keeps the entered civic number and takes the suggested street name', () => {
    expect(withSuggestedStreet('10 Yonge Stret', 'Yonge Street')).toBe('10 Yonge Street');
    expect(withSuggestedStreet('  250 King Stret West', ' King Street West ')).toBe('250 King Street West');
  });

  it('keeps a civic number with a letter or a range', () => {
    expect(withSuggestedStreet('12A Bay Stret', 'Bay Street')).toBe('12A Bay Street');
    expect(withSuggestedStreet('12-14 Bay Stret', 'Bay Street')).toBe('12-14 Bay Street');
  });

  it('gives the street name alone when the line has no civic number', () => {
    expect(withSuggestedStreet('Yonge Stret', ' Yonge Street ')).toBe('Yonge Street');
    expect(withSuggestedStreet('10Yonge Stret', 'Yonge Street')).toBe('Yonge Street');
    expect(withSuggestedStreet('Unit 10 Yonge', 'Yonge Street')).toBe('Yonge Street');
  });
});
