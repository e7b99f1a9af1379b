import { describe, expect, it } from 'vitest';
import { withSuggestedStreet } from './street-suggestion.ts';

describe('using the suggested street name (spec §5)', () => {
  it('keeps the civic number and takes the suggested street', () => {
    expect(withSuggestedStreet('10 Yonge Stret', 'Yonge Street')).toBe('10 Yonge Street');
    expect(withSuggestedStreet('  12B Kng St W', 'King Street West')).toBe('12B King Street West');
    expect(withSuggestedStreet('10-12 Bay Stret', 'Bay Street')).toBe('10-12 Bay Street');
  });

  it('is the suggested street alone when the line has no civic number', () => {
    expect(withSuggestedStreet('Yonge Stret', 'Yonge Street')).toBe('Yonge Street');
    expect(withSuggestedStreet('10', 'Yonge Street')).toBe('Yonge Street');
    expect(withSuggestedStreet('Unit 4 Yonge Stret', 'Yonge Street')).toBe('Yonge Street');
  });
});
