import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeSlides } from './active-slides.ts';
import type { Slide } from './content-page.ts';
import { aSlide } from '../../tests/fakes/content-fixtures.ts';

const now = new Date('2026-03-01T12:00:00.000Z');
const before = new Date('2026-02-01T00:00:00.000Z');
const after = new Date('2026-04-01T00:00:00.000Z');

/** An active slide with no dates, unless `overrides` say otherwise. */
function slide(id: number, overrides: Partial<Slide> = {}): Slide {
  return aSlide({ id, ...overrides });
}

const ids = (slides: readonly Slide[]) => slides.map((entry) => entry.id);

describe('activeSlides', () => {
  it('shows active slides without a window', () => {
    expect(ids(activeSlides([slide(1), slide(2)], now))).toEqual([1, 2]);
  });

  it('hides inactive slides, whatever their window', () => {
    expect(activeSlides([slide(1, { isActive: false }), slide(2, { isActive: false, activeFrom: before, activeTo: after })], now)).toEqual(
      [],
    );
  });

  it('shows a slide within its window and hides it before and after', () => {
    const windowed = slide(1, { activeFrom: before, activeTo: after });
    expect(activeSlides([windowed], now)).toEqual([windowed]);
    expect(activeSlides([windowed], new Date(before.getTime() - 1))).toEqual([]);
    expect(activeSlides([windowed], new Date(after.getTime() + 1))).toEqual([]);
  });

  it('includes both bounds of the window', () => {
    const windowed = slide(1, { activeFrom: before, activeTo: after });
    expect(activeSlides([windowed], before)).toEqual([windowed]);
    expect(activeSlides([windowed], after)).toEqual([windowed]);
  });

  it('treats a missing bound as open', () => {
    expect(ids(activeSlides([slide(1, { activeFrom: before }), slide(2, { activeTo: after })], now))).toEqual([1, 2]);
    expect(activeSlides([slide(1, { activeFrom: after })], now)).toEqual([]);
    expect(activeSlides([slide(1, { activeTo: before })], now)).toEqual([]);
  });

  it('hides a slide with an invalid bound rather than showing it for ever', () => {
    const invalid = new Date(Number.NaN);
    expect(activeSlides([slide(1, { activeFrom: invalid }), slide(2, { activeTo: invalid })], now)).toEqual([]);
  });

  it('always gives active slides of the input, in order, whose window holds now', () => {
    const date = fc.option(fc.date({ min: before, max: after, noInvalidDate: true }), { nil: null });
    const arbitrarySlide = fc
      .record({ id: fc.nat(), isActive: fc.boolean(), activeFrom: date, activeTo: date })
      .map(({ id, ...rest }) => slide(id, rest));
    fc.assert(
      fc.property(fc.array(arbitrarySlide, { maxLength: 8 }), fc.date({ min: before, max: after, noInvalidDate: true }), (slides, moment) => {
        const shown = activeSlides(slides, moment);
        expect(shown).toEqual(
          slides.filter(
            (entry) =>
              entry.isActive &&
              (entry.activeFrom === null || entry.activeFrom <= moment) &&
              (entry.activeTo === null || moment <= entry.activeTo),
          ),
        );
      }),
    );
  });
});
