import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_BREAK_SPACE, withNoBreakSpaces } from './no-break-space.ts';

describe('withNoBreakSpaces', () => {
  it('uses U+00A0 as the one space of French number typography', () => {
    expect(NO_BREAK_SPACE).toBe('\u00A0');
  });

  it('replaces every narrow no-break space (U+202F) with U+00A0', () => {
    expect(withNoBreakSpaces('1\u202F234\u202F567,00\u00A0$')).toBe('1\u00A0234\u00A0567,00\u00A0$');
  });

  it('leaves every other character alone', () => {
    expect(withNoBreakSpaces('152,300 pts')).toBe('152,300 pts');
  });

  it('keeps the length and leaves no U+202F', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1', ' ', '\u00A0', '\u202F', ',', '$')).map((chars) => chars.join('')), (text) => {
        const result = withNoBreakSpaces(text);
        expect(result).toHaveLength(text.length);
        expect(result).not.toContain('\u202F');
        expect(result).toBe(text.split('\u202F').join('\u00A0'));
      }),
    );
  });
});
