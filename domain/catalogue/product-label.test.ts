import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LABEL_CORNERS, labelCorner, labelsByCorner, visibleLabels, type ProductLabel } from './product-label.ts';

const now = new Date('2026-03-01T12:00:00.000Z');
const earlier = new Date('2026-02-01T00:00:00.000Z');
const later = new Date('2026-04-01T00:00:00.000Z');

function label(text: string, overrides: Partial<ProductLabel> = {}): ProductLabel {
  return {
    displayName: text,
    text,
    position: 1,
    priority: 0,
    backgroundColor: '#133c8f',
    textColor: '#ffffff',
    endAt: null,
    imageUrl: null,
    ...overrides,
  };
}

const texts = (labels: readonly ProductLabel[]) => labels.map((entry) => entry.text);

describe('labelCorner', () => {
  it('places position 1 top-left, 2 top-right, 3 bottom-left (spec §3)', () => {
    expect(labelCorner(1)).toBe('top-left');
    expect(labelCorner(2)).toBe('top-right');
    expect(labelCorner(3)).toBe('bottom-left');
  });

  it('places any other position bottom-right', () => {
    expect(labelCorner(4)).toBe('bottom-right');
    expect(labelCorner(0)).toBe('bottom-right');
    expect(labelCorner(-1)).toBe('bottom-right');
    expect(labelCorner(1.5)).toBe('bottom-right');
    expect(labelCorner(Number.NaN)).toBe('bottom-right');
  });

  it('lists the four corners in reading order', () => {
    expect(LABEL_CORNERS).toEqual(['top-left', 'top-right', 'bottom-left', 'bottom-right']);
  });
});

describe('visibleLabels', () => {
  it('shows labels without an end date and labels not yet ended', () => {
    expect(texts(visibleLabels([label('Sale'), label('New', { endAt: later })], now))).toEqual(['Sale', 'New']);
  });

  it('hides expired labels', () => {
    expect(visibleLabels([label('Old', { endAt: earlier })], now)).toEqual([]);
    expect(visibleLabels([label('Ended', { endAt: new Date(now.getTime() - 1) })], now)).toEqual([]);
  });

  it('shows a label up to and including its end moment', () => {
    expect(texts(visibleLabels([label('Last day', { endAt: now })], now))).toEqual(['Last day']);
  });

  it('hides a label whose end date is invalid rather than showing it for ever', () => {
    expect(visibleLabels([label('Broken', { endAt: new Date(Number.NaN) })], now)).toEqual([]);
  });

  it('orders labels by priority, lowest first, keeping the given order for equal priorities', () => {
    const labels = [label('C', { priority: 3 }), label('A1', { priority: 1 }), label('B', { priority: 2 }), label('A2', { priority: 1 })];
    expect(texts(visibleLabels(labels, now))).toEqual(['A1', 'A2', 'B', 'C']);
  });

  it('does not reorder the given list', () => {
    const labels = [label('B', { priority: 2 }), label('A', { priority: 1 })];
    visibleLabels(labels, now);
    expect(texts(labels)).toEqual(['B', 'A']);
  });

  it('always gives the unexpired labels, by priority, equal priorities in given order', () => {
    const arbitraryLabel = fc
      .record({
        id: fc.nat(),
        priority: fc.integer({ min: 0, max: 3 }),
        endAt: fc.option(fc.date({ min: earlier, max: later, noInvalidDate: true }), { nil: null }),
      })
      .map(({ id, ...rest }) => label(`L${id}`, rest));
    fc.assert(
      fc.property(fc.array(arbitraryLabel, { maxLength: 8 }), (labels) => {
        const shown = visibleLabels(labels, now);
        const unexpired = labels.filter((entry) => entry.endAt === null || entry.endAt >= now);
        expect(shown).toHaveLength(unexpired.length);
        for (const entry of shown) {
          expect(unexpired).toContain(entry);
        }
        for (let index = 1; index < shown.length; index += 1) {
          const previous = shown[index - 1]!;
          const current = shown[index]!;
          expect(previous.priority).toBeLessThanOrEqual(current.priority);
          if (previous.priority === current.priority) {
            expect(unexpired.indexOf(previous)).toBeLessThan(unexpired.indexOf(current));
          }
        }
      }),
    );
  });
});

describe('labelsByCorner', () => {
  it('groups the visible labels by corner, each corner by priority, every corner present', () => {
    const labels = [
      label('TL2', { position: 1, priority: 2 }),
      label('TL1', { position: 1, priority: 1 }),
      label('TR', { position: 2 }),
      label('Expired', { position: 3, endAt: earlier }),
      label('BR', { position: 9 }),
    ];
    const corners = labelsByCorner(labels, now);
    expect(Object.keys(corners)).toEqual(['top-left', 'top-right', 'bottom-left', 'bottom-right']);
    expect(texts(corners['top-left'])).toEqual(['TL1', 'TL2']);
    expect(texts(corners['top-right'])).toEqual(['TR']);
    expect(corners['bottom-left']).toEqual([]);
    expect(texts(corners['bottom-right'])).toEqual(['BR']);
  });

  it('gives four empty corners when there is no label', () => {
    expect(labelsByCorner([], now)).toEqual({ 'top-left': [], 'top-right': [], 'bottom-left': [], 'bottom-right': [] });
  });
});
